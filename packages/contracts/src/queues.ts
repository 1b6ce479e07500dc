/** BullMQ queue names; every process prefixes them with QUEUE_PREFIX (default `quire`). */
export const QUEUES = {
  render: "render",
  extract: "extract",
} as const;
