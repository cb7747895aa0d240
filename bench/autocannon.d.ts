/** The part of autocannon 9's API the bench uses (the package ships no types). */
declare module 'autocannon' {
  export type TRequest = {
    method?: string;
    path?: string;
    headers?: Record<string, string>;
    body?: string | Buffer;
    setupRequest?: (request: TRequest, context: Record<string, unknown>) => TRequest | null;
  };

  export type TClient = {
    setRequests: (requests: TRequest[]) => void;
  };

  export type TOptions = {
    url: string;
    connections?: number;
    /** Requests per second over all connections; unthrottled when unset. */
    overallRate?: number;
    duration?: number;
    pipelining?: number;
    timeout?: number;
    method?: string;
    headers?: Record<string, string>;
    requests?: TRequest[];
    setupClient?: (client: TClient) => void;
  };

  /** Percentiles of one histogram; latency values are in milliseconds. */
  export type THistogram = {
    average: number;
    mean: number;
    stddev: number;
    min: number;
    max: number;
    total: number;
    p50: number;
    p90: number;
    p97_5: number;
    p99: number;
    p99_9: number;
  };

  export type TResult = {
    duration: number;
    errors: number;
    timeouts: number;
    non2xx: number;
    resets: number;
    '2xx': number;
    statusCodeStats: Record<string, { count: number }>;
    latency: THistogram & { totalCount: number };
    requests: THistogram & { sent: number };
    throughput: THistogram;
  };

  export type TInstance = PromiseLike<TResult> & {
    stop: () => void;
    /** Every answer: the client that sent it, its status, size and latency in milliseconds. */
    on(
      event: 'response',
      listener: (client: TClient, statusCode: number, resBytes: number, responseTime: number) => void,
    ): TInstance;
    /** A socket error or timeout of a request. */
    on(event: 'reqError', listener: (error: Error) => void): TInstance;
  };

  function autocannon(options: TOptions): TInstance;
  export default autocannon;
}
