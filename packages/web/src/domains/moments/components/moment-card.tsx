import type { TMomentItem } from '@pflegepuls/shared/moments';
import { MOMENT_MESSAGES } from '@pflegepuls/shared/moments-messages';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import { ActionBar, CommentButton } from '../../feed/components/action-bar.tsx';
import { ItemHeader } from '../../feed/components/item-header.tsx';
import { ItemMenu } from '../../feed/components/item-menu.tsx';
import { RichText } from '../../feed/components/rich-text.tsx';
import { Tag } from '../../feed/components/tag.tsx';
import { FEED_TEXTS } from '../../feed/texts.ts';
import { useOpenComments } from '../../feed/use-open-comments.ts';
import { MomentAvatar } from './moment-avatar.tsx';
import { ReactionsBar } from './reactions-bar.tsx';

/**
 * A moment (Real Talk): anonymous avatar, never an author. Only the author's own moments say "Du"
 * and carry the action menu (000 §6); the server sends nothing more to tell.
 */
export function MomentCard({ moment }: { moment: TMomentItem }) {
  const openComments = useOpenComments();
  const name = moment.isOwn ? MOMENT_MESSAGES.own : FEED_TEXTS.anonymous;
  return (
    <Card
      component="article"
      aria-label={`Real Talk von ${name}`}
      sx={{ p: { xs: 2, sm: 2.5 }, borderLeft: 4, borderLeftColor: moment.avatar.color }}
    >
      <ItemHeader
        avatar={<MomentAvatar avatar={moment.avatar} />}
        name={name}
        subtitle={moment.avatar.label}
        createdAt={moment.created_at}
        isEdited={false}
        actions={
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
            {moment.isHidden && <Tag label={FEED_TEXTS.hiddenMark} />}
            <Tag label={FEED_TEXTS.momentsHeading} />
            <ItemMenu item={moment} isOwn={moment.isOwn} />
          </Box>
        }
      />
      <Box sx={{ mt: 1.5, mb: 1.5 }}>
        <RichText text={moment.content} />
      </Box>
      <ReactionsBar moment={moment} />
      <ActionBar>
        <CommentButton
          count={moment.commentsCount}
          onOpen={() => openComments({ type: 'moment', id: moment.id })}
        />
      </ActionBar>
    </Card>
  );
}
