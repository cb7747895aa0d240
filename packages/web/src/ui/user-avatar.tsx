import type { TProfilePicture } from '@pflegepuls/shared/users';
import Avatar from '@mui/material/Avatar';
import Badge from '@mui/material/Badge';
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
      {getNameInitials(person.fullName)}
    </Avatar>
  );
  if (!person.isOnline) return avatar;
  return (
    <Badge
      overlap="circular"
      variant="dot"
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      sx={{
        '& .MuiBadge-dot': {
          bgcolor: '#2E9E44',
          width: Math.max(8, size * 0.24),
          height: Math.max(8, size * 0.24),
          borderRadius: '50%',
          border: '2px solid',
          borderColor: 'background.paper',
        },
      }}
    >
      {avatar}
      {/* A label on the badge's span is not allowed (it has no role): screen readers read this text. */}
      <Box component="span" sx={visuallyHidden}>
        online
      </Box>
    </Badge>
  );
}
