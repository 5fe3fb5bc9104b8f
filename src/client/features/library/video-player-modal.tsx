import { useState } from 'react';
import styled from 'styled-components';
import type { TVideo } from '../../../shared/schemas/videos';
import { ButtonLink } from '../../components/ui/button';
import { ExternalLink } from '../../components/ui/external-link';
import { Modal } from '../../components/ui/modal';
import { videoName } from './video-thumbnail';
import { Trans, useLingui } from '@lingui/react/macro';

const PLAYER_URL = 'https://www.tiktok.com/player/v1/';

// As tall as the screen allows below the dialog's title and above its links, at TikTok's 9:16.
const Player = styled.iframe`
  display: block;
  width: min(calc(100vw - 3rem), calc((100dvh - 16rem) * 9 / 16));
  aspect-ratio: 9 / 16;
  background: ${({ theme }) => theme.colors.navy};
  border: 0;
  border-radius: ${({ theme }) => theme.radii.md};
`;

const Description = styled.p`
  margin: ${({ theme }) => `${theme.space.md} 0 0`};
  color: ${({ theme }) => theme.colors.inkMuted};
`;

const Links = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  align-items: center;
  margin-top: ${({ theme }) => theme.space.sm};
`;

const WatchLink = styled(ExternalLink)`
  font-weight: 700;
`;

/** The home page's address box, focused on arrival (issue 16: from a video to the ballot in two taps). */
const FIND_MY_BALLOT_HREF = '/#find-my-ballot';

/** The embedded TikTok player for one video, in a modal dialog. */
export function VideoPlayerModal({ video, onClose }: { video: TVideo; onClose(): void }) {
  const { i18n, t } = useLingui();
  const name = videoName(video, i18n);
  return (
    <Modal title={name} onClose={onClose} width="content">
      <Player
        src={`${PLAYER_URL}${encodeURIComponent(video.videoId)}`}
        title={t`TikTok video: ${name}`}
        allow="fullscreen"
      />
      {video.description && <Description>{video.description}</Description>}
      <Links>
        <WatchLink href={video.url}>
          <Trans>Watch on TikTok</Trans>
        </WatchLink>
        <ButtonLink href={FIND_MY_BALLOT_HREF}>
          <Trans>Find my ballot</Trans>
        </ButtonLink>
      </Links>
    </Modal>
  );
}

/** Which video is playing, if any: `play` opens the player, and `player` is the dialog to render. */
export function useVideoPlayer() {
  const [video, setVideo] = useState<TVideo | null>(null);
  return {
    play: setVideo,
    player: video && <VideoPlayerModal video={video} onClose={() => setVideo(null)} />,
  };
}
