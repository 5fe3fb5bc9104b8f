import { TRPCClientError } from '@trpc/client';
import { useState, type ChangeEvent, type FormEvent } from 'react';
import styled from 'styled-components';
import { fieldErrors } from '../../../shared/schemas/auth';
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
import { trpc } from '../../lib/trpc';
import { useAutoHide } from '../../lib/use-auto-hide';
import { FormCard, FormIntro } from '../../components/ui/form-card';

const EMPTY = { fullName: '', email: '', feedback: '', website: '' } satisfies TFeedbackInput;
/** `reason`: why the server refused, shown under the banner's own text. */
type TBanner = { tone: 'error' | 'success'; text: string; reason?: string };

// Off-screen rather than display:none, so bots that skip hidden inputs still find it; people never do.
const Honeypot = styled.div`
  position: absolute;
  left: -10000px;
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
  if (!(error instanceof TRPCClientError)) return undefined;
  const status: unknown = error.data?.httpStatus;
  return typeof status === 'number' && status < 500 ? error.message : undefined;
}

export default function FeedbackPage() {
  const submit = trpc.feedback.submit.useMutation();
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [banner, setBanner] = useAutoHide<TBanner>();

  const change =
    (field: keyof typeof EMPTY) => (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
      setValues((current) => ({ ...current, [field]: event.target.value }));
      setBanner(null);
    };

  async function send(event: FormEvent) {
    event.preventDefault();
    const parsed = ZFeedbackSchema.safeParse(values);
    setErrors(parsed.success ? {} : fieldErrors(parsed.error));
    if (!parsed.success) return setBanner({ tone: 'error', text: FEEDBACK_BANNERS.error });
    try {
      await submit.mutateAsync(parsed.data);
      setValues(EMPTY);
      setBanner({ tone: 'success', text: FEEDBACK_BANNERS.success });
    } catch (error) {
      console.error('Sending feedback failed', error);
      setBanner({ tone: 'error', text: FEEDBACK_BANNERS.error, reason: refusalReason(error) });
    }
  }

  return (
    <FormCard aria-labelledby="feedback-heading">
      <PageHeading id="feedback-heading">Send Us Your Feedback!</PageHeading>
      <FormIntro>
        Tell us what you think, what is missing, or what we got wrong. We read every message.
      </FormIntro>
      {banner && (
        <Notice $tone={banner.tone}>
          {banner.text}
          {banner.reason && <Reason>{banner.reason}</Reason>}
        </Notice>
      )}
      <form onSubmit={send} noValidate>
        <TextField
          label="Full Name"
          autoComplete="name"
          maxLength={FEEDBACK_LIMITS.fullName}
          value={values.fullName}
          onChange={change('fullName')}
          error={errors.fullName}
        />
        <TextField
          label="Email"
          type="email"
          autoComplete="email"
          maxLength={FEEDBACK_LIMITS.email}
          value={values.email}
          onChange={change('email')}
          error={errors.email}
        />
        <TextAreaField
          label="Feedback"
          rows={10}
          maxLength={FEEDBACK_LIMITS.feedback}
          value={values.feedback}
          onChange={change('feedback')}
          error={errors.feedback}
        />
        <Honeypot aria-hidden="true">
          <label>
            Website
            <input tabIndex={-1} autoComplete="off" value={values.website} onChange={change('website')} />
          </label>
        </Honeypot>
        <Button type="submit" disabled={submit.isPending}>
          {submit.isPending ? 'Sending…' : 'Submit'}
        </Button>
      </form>
    </FormCard>
  );
}
