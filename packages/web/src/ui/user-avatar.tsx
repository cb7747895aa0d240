import type { TProfilePicture } from '@pflegepuls/shared/users';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import { visuallyHidden } from './visually-hidden.ts';

export type TAvatarPerson = {
  fullName: string;
  profilePicture: TProfilePicture | null;
  isOnline?: boolean;
};

/** Initials for a name: "Marie Mitglied" → "MM". */
export function getNameInitials(fullName: string): string {
  return fullName
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part.charAt(0))
    .join('')
    .toUpperCase();
}

/** Deterministic soft background per name, so initials avatars are told apart at a glance. */
function colorFor(name: string): string {
  const hues = [28, 200, 160, 340, 260, 100, 12, 220];
  let hash = 0;
  for (const char of name) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return `hsl(${hues[hash % hues.length]} 70% 86%)`;
}

const INITIALS = { '&::before': { content: 'attr(data-initials)' } } as const;

type TUserAvatarProps = { person: TAvatarPerson; size?: number; alt?: string };

/** A member's picture (small square) or initials, with a green dot when they are online. */
export function UserAvatar({ person, size = 40, alt = '' }: TUserAvatarProps) {
  const avatar = (
    <Avatar
      src={person.profilePicture?.cPath}
      alt={alt}
      sx={{
        width: size,
        height: size,
        fontSize: Math.round(size * 0.38),
        fontWeight: 750,
        bgcolor: colorFor(person.fullName),
        color: '#3A2A1A',
      }}
    >
      {/*
       * Initials only stand in for the picture: the name is always next to them or in a label. Drawn by
       * CSS, so they are no text of the button or link around them (WCAG 2.5.3 Label in Name).
       */}
      <Box
        component="span"
        aria-hidden="true"
        data-initials={getNameInitials(person.fullName)}
        sx={INITIALS}
      />
    </Avatar>
  );
  if (!person.isOnline) return avatar;
  return (
    <Box component="span" sx={{ position: 'relative', display: 'inline-flex', flexShrink: 0 }}>
      {avatar}
      {/* The green dot on the rim (MUI's circular overlap); screen readers read the hidden text. */}
      <Box
        component="span"
        aria-hidden="true"
        sx={{
          position: 'absolute',
          right: '14%',
          bottom: '14%',
          transform: 'translate(50%, 50%)',
          boxSizing: 'border-box',
          width: Math.max(8, size * 0.24),
          height: Math.max(8, size * 0.24),
          borderRadius: '50%',
          bgcolor: '#2E9E44',
          border: '2px solid',
          borderColor: 'background.paper',
        }}
      />
      <Box component="span" sx={visuallyHidden}>
        online
      </Box>
    </Box>
  );
}
