/**
 * Following and muting channels (docs/feed.md, docs/moderation.md): out of api.ts, since only the
 * channel header and the settings use it, both lazy chunks, and Mein Feed's first load carries api.ts.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TChannelListItem } from '@pflegepuls/shared/feed';
import { apiRequest } from '../../platform/http.ts';
import { feedQueryKeys, type TFeedListParams } from './api.ts';

/**
 * Follows or mutes a channel, or takes it back (`on`), optimistic in the channel list with
 * rollback. The feeds are refetched afterwards: Mein Feed's order depends on the followed channels,
 * and a muted channel's posts leave every feed but its own.
 */
export function useChannelFlagMutation(flag: 'follow' | 'mute') {
  const queryClient = useQueryClient();
  const key = feedQueryKeys.channels();
  const field = flag === 'follow' ? 'isFollowed' : 'isMuted';
  const setFlag = (channelId: number, on: boolean) =>
    queryClient.setQueryData<{ data: TChannelListItem[] }>(key, (answer) =>
      answer ? { data: answer.data.map((c) => (c.id === channelId ? { ...c, [field]: on } : c)) } : answer,
    );
  return useMutation({
    mutationFn: ({ channelId, on }: { channelId: number; on: boolean }) =>
      apiRequest<{ data: TChannelListItem }>(`/api/channels/${channelId}/${flag}`, {
        method: on ? 'PUT' : 'DELETE',
      }),
    onMutate: async ({ channelId, on }) => {
      await queryClient.cancelQueries({ queryKey: key });
      setFlag(channelId, on);
    },
    onError: (_error, { channelId, on }) => setFlag(channelId, !on),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: key }),
        queryClient.invalidateQueries({
          queryKey: feedQueryKeys.lists(),
          predicate: (query) =>
            flag === 'mute' || (query.queryKey[2] as TFeedListParams | undefined)?.tab === 'my',
        }),
      ]),
  });
}
