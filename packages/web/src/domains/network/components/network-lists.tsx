/**
 * The network lists, one file each (connections, received and sent requests, suggestions) with
 * their shared parts in network-list-parts.tsx; this module gathers them for the network page.
 */
export { ConnectionsList, useConnectionsCount } from './connections-list.tsx';
export { ReceivedRequestsList, useReceivedCount, type TRequestWording } from './received-requests-list.tsx';
export { SentRequestsList } from './sent-requests-list.tsx';
export { SuggestionsList } from './suggestions-list.tsx';
