import { useEffect, useRef, useState } from 'react';
import type { z } from 'zod';
import styled from 'styled-components';
import { VIDEO_CATEGORIES } from '../../../shared/constants/categories';
import { IMAGE_TYPES, VIDEO_MESSAGES, ZVideoFormSchema, type TVideo } from '../../../shared/schemas/videos';
import { Button } from '../../components/ui/button';
import { Notice } from '../../components/ui/notice';
import { SelectField, TextAreaField, TextField } from '../../components/ui/text-field';
import { useZodForm, type TFieldErrors } from '../../lib/use-zod-form';
import { UploadProgress } from './upload-progress';
import { sendVideoForm, UploadError } from './upload-video';

const IMAGE_ACCEPT = IMAGE_TYPES.join(',');

const CurrentImage = styled.figure`
  display: flex;
  gap: ${({ theme }) => theme.space.md};
  align-items: center;
  margin: ${({ theme }) => `0 0 ${theme.space.md}`};

  img {
    width: 4.5rem;
    aspect-ratio: 9 / 16;
    object-fit: cover;
    border-radius: ${({ theme }) => theme.radii.sm};
    box-shadow: ${({ theme }) => theme.shadows.card};
  }

  figcaption {
    font-weight: 700;
    color: ${({ theme }) => theme.colors.inkMuted};
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
`;

type TFields = { url: string; category: string; title: string; description: string; image: File | null };

const fieldsOf = (video?: TVideo): TFields => ({
  url: video?.videoId ?? '',
  category: video?.category ?? '',
  title: video?.title ?? '',
  description: video?.description ?? '',
  image: null,
});

/** Spec part 1 §5: a PNG or JPEG is required to add a video and optional when editing one. */
function imageErrors(image: File | null, isRequired: boolean): TFieldErrors {
  if (!image) return isRequired ? { image: VIDEO_MESSAGES.image } : {};
  return (IMAGE_TYPES as readonly string[]).includes(image.type) ? {} : { image: VIDEO_MESSAGES.image };
}

type TVideoFormProps = {
  /** The video being edited; without one, the form adds a new video. */
  video?: TVideo;
  submitLabel: string;
  onSaved(): void;
};

/**
 * The add and edit video form. Everything is checked here before anything is sent (the same schema the
 * server uses); the upload shows its progress, and the server's refusals show in the form.
 */
export function VideoForm({ video, submitLabel, onSaved }: TVideoFormProps) {
  const [serverError, setServerError] = useState<string | null>(null);
  const videoForm = useZodForm({
    schema: ZVideoFormSchema,
    initialValues: () => fieldsOf(video),
    check: ({ image }) => imageErrors(image, !video),
    onValid: save,
    onInvalid: () => setServerError(null),
  });
  const [sent, setSent] = useState<number | null>(null);
  const uploadRef = useRef<AbortController>(null);

  // Leaving the form (closing the dialog, following a link) cancels an upload still running.
  useEffect(() => () => uploadRef.current?.abort(), []);

  async function save({ url, category, title, description }: z.output<typeof ZVideoFormSchema>) {
    setServerError(null);
    const form = new FormData();
    form.append('url', url);
    form.append('category', category);
    if (title) form.append('title', title);
    if (description) form.append('description', description);
    if (videoForm.values.image) form.append('image', videoForm.values.image);

    const upload = new AbortController();
    uploadRef.current = upload;
    setSent(0);
    try {
      await sendVideoForm({
        method: video ? 'PUT' : 'POST',
        url: video ? `/api/books/${encodeURIComponent(video.id)}` : '/api/books',
        form,
        onProgress: setSent,
        signal: upload.signal,
      });
      onSaved();
    } catch (error) {
      if (upload.signal.aborted) return;
      console.error('Saving the video failed', error);
      if (error instanceof UploadError) {
        videoForm.setErrors(error.fieldErrors);
        setServerError(error.message);
      } else {
        setServerError('The video could not be saved.');
      }
    } finally {
      setSent(null);
    }
  }

  const isSending = sent !== null;
  return (
    <form onSubmit={videoForm.handleSubmit} noValidate>
      {serverError && <Notice $tone="error">{serverError}</Notice>}
      <TextField
        label="Video id"
        helper="The number at the end of the TikTok link, e.g. 7412345678901234567"
        inputMode="numeric"
        autoComplete="off"
        {...videoForm.field('url')}
      />
      <SelectField label="Category" {...videoForm.field('category')}>
        <option value="">Select a category</option>
        {VIDEO_CATEGORIES.map((name) => (
          <option key={name} value={name}>
            {name}
          </option>
        ))}
      </SelectField>
      {video && (
        <CurrentImage>
          <img src={video.thumbnailUrl} alt="" width={72} height={128} />
          <figcaption>Current thumbnail</figcaption>
        </CurrentImage>
      )}
      <TextField
        label={video ? 'New thumbnail image (optional)' : 'Thumbnail image'}
        helper={video ? 'PNG or JPEG. Leave empty to keep the current image.' : 'PNG or JPEG'}
        type="file"
        accept={IMAGE_ACCEPT}
        onChange={(event) => videoForm.setValue('image', event.target.files?.[0] ?? null)}
        error={videoForm.errors.image}
      />
      <TextField label="Title (optional)" maxLength={200} {...videoForm.field('title')} />
      <TextAreaField
        label="Description (optional)"
        rows={3}
        maxLength={2000}
        {...videoForm.field('description')}
      />
      {isSending && <UploadProgress sent={sent} />}
      <Actions>
        <Button type="submit" disabled={isSending}>
          {isSending ? 'Saving…' : submitLabel}
        </Button>
      </Actions>
    </form>
  );
}
