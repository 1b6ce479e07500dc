/** BullMQ queue names; every process prefixes them with QUEUE_PREFIX (default `quire`). */
export const QUEUES = {
  render: "render",
  extract: "extract",
  /** Gateway housekeeping (the stuck-operation sweeper), run by one gateway at a time. */
  maintenance: "maintenance",
} as const;
