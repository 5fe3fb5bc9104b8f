import styled from 'styled-components';
import {
  FEEDBACK_BANNERS,
  FEEDBACK_LIMITS,
  ZFeedbackSchema,
  type TFeedbackInput,
} from '../../../shared/schemas/feedback';
import { Button } from '../../components/ui/button';
import { Notice } from '../../components/ui/notice';
import { PageHeading } from '../../components/ui/page-heading';
import { TextAreaField, TextField } from '../../components/ui/text-field';
import { isTrpcClientError, trpc } from '../../lib/trpc';
import { useAutoHide } from '../../lib/use-auto-hide';
import { useSubmittedForm } from '../../lib/submitted-form';
import type { TSubmittedForm } from '../../../shared/submitted-form';
import { useZodForm } from '../../lib/use-zod-form';
import { FormCard, FormIntro } from '../../components/ui/form-card';
import { useLocalizedPath } from '../../lib/i18n';
import { useFormMessage } from '../../lib/form-messages';
import { Trans, useLingui } from '@lingui/react/macro';

const EMPTY = { fullName: '', email: '', feedback: '', website: '' } satisfies TFeedbackInput;
/** `reason`: why the server refused, shown under the banner's own text. */
type TBanner = { tone: 'error' | 'success'; text: string; reason?: string };

// Off-screen rather than display:none, so bots that skip hidden inputs still find it; people never do.
const Honeypot = styled.div`
  position: absolute;
  inset-inline-start: -10000px;
  width: 1px;
  height: 1px;
  overflow: hidden;
`;

const Reason = styled.span`
  display: block;
  margin-top: ${({ theme }) => theme.space.xs};
`;

/** The server's own words when it refuses the message (e.g. the per-address limit); a 5xx has none worth showing. */
function refusalReason(error: unknown): string | undefined {
  if (!isTrpcClientError(error)) return undefined;
  const status: unknown = error.data?.httpStatus;
  return typeof status === 'number' && status < 500 ? error.message : undefined;
}

/** The banner for a message the server took before the page's code ran (submitted-form.ts). */
function bannerOf(submitted: TSubmittedForm | null): TBanner | null {
  if (!submitted) return null;
  return submitted.outcome === 'success'
    ? { tone: 'success', text: FEEDBACK_BANNERS.success }
    : { tone: 'error', text: FEEDBACK_BANNERS.error, reason: submitted.reason };
}

export default function FeedbackPage() {
  const submit = trpc.feedback.submit.useMutation();
  const submitted = useSubmittedForm('feedback');
  const localizedPath = useLocalizedPath();
  const message = useFormMessage();
  const { t } = useLingui();
  const [banner, setBanner] = useAutoHide<TBanner>(bannerOf(submitted));
  const form = useZodForm({
    schema: ZFeedbackSchema,
    initialValues: { ...EMPTY, ...submitted?.values },
    initialErrors: submitted?.fieldErrors,
    onValid: send,
    onInvalid: () => setBanner({ tone: 'error', text: FEEDBACK_BANNERS.error }),
    onEdit: () => setBanner(null),
  });

  async function send(message: TFeedbackInput) {
    try {
      await submit.mutateAsync(message);
      form.reset();
      setBanner({ tone: 'success', text: FEEDBACK_BANNERS.success });
    } catch (error) {
      console.error('Sending feedback failed', error);
      setBanner({ tone: 'error', text: FEEDBACK_BANNERS.error, reason: refusalReason(error) });
    }
  }

  return (
    <FormCard aria-labelledby="feedback-heading">
      <PageHeading id="feedback-heading">
        <Trans>Send Us Your Feedback!</Trans>
      </PageHeading>
      <FormIntro>
        <Trans>Tell us what you think, what is missing, or what we got wrong. We read every message.</Trans>
      </FormIntro>
      {banner && (
        <Notice $tone={banner.tone}>
          {message(banner.text)}
          {banner.reason && <Reason>{message(banner.reason)}</Reason>}
        </Notice>
      )}
      {/* Posted by the browser itself when the page's code has not run yet: the server answers it. */}
      <form method="post" action={localizedPath('/feedback')} onSubmit={form.handleSubmit} noValidate>
        <TextField
          label={t`Full Name`}
          autoComplete="name"
          maxLength={FEEDBACK_LIMITS.fullName}
          {...form.field('fullName')}
          error={message(form.errors.fullName)}
        />
        <TextField
          label={t`Email`}
          type="email"
          autoComplete="email"
          maxLength={FEEDBACK_LIMITS.email}
          {...form.field('email')}
          error={message(form.errors.email)}
        />
        <TextAreaField
          label={t`Feedback`}
          rows={10}
          maxLength={FEEDBACK_LIMITS.feedback}
          {...form.field('feedback')}
          error={message(form.errors.feedback)}
        />
        <Honeypot aria-hidden="true">
          <label>
            <Trans>Website</Trans>
            <input
              tabIndex={-1}
              autoComplete="off"
              name="website"
              value={form.values.website}
              onChange={(event) => form.setValue('website', event.target.value)}
            />
          </label>
        </Honeypot>
        <Button type="submit" disabled={submit.isPending}>
          {submit.isPending ? <Trans>Sending…</Trans> : <Trans>Submit</Trans>}
        </Button>
      </form>
    </FormCard>
  );
}
