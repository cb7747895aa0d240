import type { TPostItem } from '@pflegepuls/shared/feed';
import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import { useNavigate } from '../../../platform/router.tsx';
import { UserAvatar } from '../../../ui/user-avatar.tsx';
import { useToast } from '../../../ui/toast.tsx';
import { useOpenProfile } from '../../users/use-open-profile.ts';
import { useLikePostMutation } from '../api.ts';
import { createSheetStore } from '../create-store.ts';
import { groupPath } from '../../groups/paths.ts';
import { channelPath } from '../feed-params.ts';
import { FEED_TEXTS } from '../texts.ts';
import { useOpenComments } from '../use-open-comments.ts';
import { ActionBar, CommentButton, LikeButton } from './action-bar.tsx';
import { ImageGrid } from './image-grid.tsx';
import { ItemHeader } from './item-header.tsx';
import { ItemMenu } from './item-menu.tsx';
import { RichText } from './rich-text.tsx';
import { SurveyView } from './survey-view.tsx';
import { Tag } from './tag.tsx';

type TPostCardProps = {
  post: TPostItem;
  /** The detail page shows the comments itself, so the button scrolls there instead. */
  onOpenComments?: () => void;
  onDeleted?: () => void;
  /** More actions in the header (a group's moderation menu). */
  extraActions?: ReactNode;
  /** A line above the card's content ("Angepinnt"). */
  label?: ReactNode;
  /** Off on the group's own page: the group tag would only repeat it. */
  showGroup?: boolean;
};

/**
 * A post in the feed (000 §3): author, text, images, channel, survey, likes and comments. A company
 * post shows its company (logo or initials, "verifiziert" or "Arbeitgeber") instead of the member who
 * wrote it; its name leads to the company's profile.
 */
export function PostCard(props: TPostCardProps) {
  const { post, onOpenComments, onDeleted, extraActions, label, showGroup = true } = props;
  const { company } = post;
  const navigate = useNavigate();
  // A company shows as its logo or initials (drawn like a member's picture).
  const author = company
    ? {
        fullName: company.name,
        profilePicture: company.logoUrl
          ? { path: company.logoUrl, cPath: company.logoUrl, createdAt: 0 }
          : null,
      }
    : post.user;
  const openProfile = useOpenProfile();
  const openComments = useOpenComments();
  const likePost = useLikePostMutation();
  const showToast = useToast();

  const handleLike = () => {
    likePost.mutate(
      { post, liked: !post.likedByMe },
      {
        onError: (error) =>
          showToast({ message: error.message || FEED_TEXTS.actionFailed, severity: 'error' }),
      },
    );
  };

  return (
    <Card component="article" aria-label={`Beitrag von ${author.fullName}`} sx={{ p: { xs: 2, sm: 2.5 } }}>
      {label}
      <ItemHeader
        avatar={<UserAvatar person={author} size={44} />}
        name={author.fullName}
        subtitle={
          company
            ? company.isVerified
              ? FEED_TEXTS.verifiedEmployer
              : FEED_TEXTS.employer
            : post.user.currentPosition
        }
        createdAt={post.created_at}
        isEdited={post.updated_at > post.created_at}
        onOpenAuthor={() =>
          company ? void navigate(`/arbeitgeber/${company.id}`) : openProfile(post.user.userName)
        }
        actions={
          <>
            {extraActions}
            {post.isHidden && <Tag label={FEED_TEXTS.hiddenMark} />}
            <ItemMenu
              item={post}
              isOwn={post.isOwn}
              // A company post speaks for the company: no block of the person who wrote it.
              userName={company ? null : post.user.userName}
              onEdit={() =>
                createSheetStore.open({ kind: 'post', closedAreaId: post.closedAreaId, editPost: post })
              }
              onDeleted={onDeleted}
            />
          </>
        }
      />
      <Box sx={{ display: 'grid', gap: 1.5, mt: 1.5 }}>
        <RichText text={post.body} />
        <ImageGrid images={post.images} />
        {post.survey && <SurveyView post={post} />}
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
          <Tag label={post.channel.name} to={channelPath(post.channel.slug, post.closedAreaId)} />
          {showGroup && post.groupId !== null && (
            <Tag label={`Gruppe: ${post.groupTitle ?? ''}`} to={groupPath(post.closedAreaId, post.groupId)} />
          )}
        </Box>
      </Box>
      <ActionBar>
        <LikeButton liked={post.likedByMe} count={post.likesCount} onToggle={handleLike} />
        <CommentButton
          count={post.commentsCount}
          onOpen={onOpenComments ?? (() => openComments({ type: 'post', id: post.id }))}
        />
      </ActionBar>
    </Card>
  );
}
