import type { TMomentItem } from '@pflegepuls/shared/moments';
import { MOMENT_REACTIONS, type TMomentReactionKey } from '@pflegepuls/shared/moments-messages';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import { alpha } from '@mui/material/styles';
import { FEED_TEXTS } from '../../feed/texts.ts';
import { useToast } from '../../../ui/toast.tsx';
import { useReactMomentMutation } from '../api.ts';

/** ❤️ 👏 😂 😮 😢 💪 with counts; the viewer's reaction is highlighted, tapping it again removes it. */
export function ReactionsBar({ moment }: { moment: TMomentItem }) {
  const react = useReactMomentMutation();
  const showToast = useToast();

  const handleReact = (key: TMomentReactionKey) => {
    react.mutate(
      { moment, reaction: moment.myReaction === key ? null : key },
      {
        onError: (error) =>
          showToast({ message: error.message || FEED_TEXTS.actionFailed, severity: 'error' }),
      },
    );
  };

  return (
    <Box role="group" aria-label="Reaktionen" sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.75 }}>
      {MOMENT_REACTIONS.map((reaction) => {
        const count = moment.reactions[reaction.key];
        const isMine = moment.myReaction === reaction.key;
        return (
          <ButtonBase
            key={reaction.key}
            onClick={() => handleReact(reaction.key)}
            aria-pressed={isMine}
            aria-label={`${reaction.label}: ${count}`}
            sx={(theme) => ({
              gap: 0.5,
              px: 1.25,
              minHeight: 36,
              borderRadius: 999,
              border: 1,
              borderColor: isMine ? 'primary.main' : 'divider',
              bgcolor: isMine ? alpha(theme.palette.primary.main, 0.18) : 'transparent',
              fontSize: '0.95rem',
              fontWeight: 650,
              color: 'text.primary',
              transition: 'background-color 120ms',
              '&:hover': { bgcolor: alpha(theme.palette.primary.main, 0.12) },
              '&:focus-visible': { outline: '2px solid', outlineColor: 'secondary.main' },
            })}
          >
            <span aria-hidden="true">{reaction.emoji}</span>
            {count > 0 && <span aria-hidden="true">{count.toLocaleString('de-DE')}</span>}
          </ButtonBase>
        );
      })}
    </Box>
  );
}
