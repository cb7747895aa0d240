import type { TWizardOption } from '@pflegepuls/shared/onboarding/options';
import CheckRounded from '@mui/icons-material/CheckRounded';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';

type TOptionCardProps = {
  option: TWizardOption;
  isSelected: boolean;
  /** Multi-select cards are checkboxes, single-select cards radio buttons. */
  isMultiple: boolean;
  /** Compact cards for long lists without emoji. */
  isCompact?: boolean;
  /** A short label centred in a small card, without the check indicator (gender). */
  isCentered?: boolean;
  onSelect: (value: string) => void;
};

/** One big tappable choice of a selection step: emoji, label, description and a check mark. */
export function OptionCard({
  option,
  isSelected,
  isMultiple,
  isCompact = false,
  isCentered = false,
  onSelect,
}: TOptionCardProps) {
  const hasEmoji = Boolean(option.emoji);
  return (
    <ButtonBase
      role={isMultiple ? 'checkbox' : 'radio'}
      aria-checked={isSelected}
      onClick={() => onSelect(option.value)}
      focusRipple
      sx={(theme) => ({
        width: '100%',
        display: 'flex',
        alignItems: 'center',
        justifyContent: isCentered ? 'center' : 'flex-start',
        gap: 1.75,
        textAlign: isCentered ? 'center' : 'left',
        minHeight: isCompact ? 52 : 64,
        px: isCentered ? 1 : 2,
        py: isCompact ? 1.25 : 1.5,
        borderRadius: '16px',
        border: '2px solid',
        borderColor: isSelected ? theme.palette.primary.main : '#EDE5DC',
        bgcolor: isSelected ? alpha(theme.palette.primary.main, 0.12) : 'background.paper',
        boxShadow: isSelected ? 'none' : '0 1px 2px rgba(31, 27, 23, 0.04)',
        transition: 'border-color 150ms ease, background-color 150ms ease, transform 100ms ease',
        '&:hover': { borderColor: isSelected ? theme.palette.primary.main : '#D9CCBF' },
        '&:active': { transform: 'scale(0.985)' },
        '&.Mui-focusVisible': {
          outline: `3px solid ${theme.palette.secondary.main}`,
          outlineOffset: 2,
        },
        '@media (prefers-reduced-motion: reduce)': { transition: 'none', '&:active': { transform: 'none' } },
      })}
    >
      {hasEmoji && (
        <Box
          aria-hidden="true"
          sx={{
            flex: '0 0 auto',
            width: 44,
            height: 44,
            borderRadius: '12px',
            display: 'grid',
            placeItems: 'center',
            fontSize: 24,
            lineHeight: 1,
            bgcolor: isSelected ? 'background.paper' : '#F6F1EB',
          }}
        >
          {option.emoji}
        </Box>
      )}
      <Box sx={{ flex: '1 1 auto', minWidth: 0 }}>
        <Typography component="span" sx={{ display: 'block', fontWeight: 650, lineHeight: 1.35 }}>
          {option.label}
        </Typography>
        {option.description && (
          <Typography
            component="span"
            variant="body2"
            color="text.secondary"
            sx={{ display: 'block', mt: 0.25, lineHeight: 1.4 }}
          >
            {option.description}
          </Typography>
        )}
      </Box>
      <Box
        aria-hidden="true"
        sx={{
          display: isCentered ? 'none' : 'grid',
          flex: '0 0 auto',
          width: 24,
          height: 24,
          borderRadius: isMultiple ? '7px' : '50%',
          border: '2px solid',
          borderColor: isSelected ? 'primary.main' : '#CFC3B6',
          bgcolor: isSelected ? 'primary.main' : 'transparent',
          color: 'primary.contrastText',
          placeItems: 'center',
          transition: 'background-color 150ms ease, border-color 150ms ease',
        }}
      >
        {isSelected && <CheckRounded sx={{ fontSize: 18 }} />}
      </Box>
    </ButtonBase>
  );
}
