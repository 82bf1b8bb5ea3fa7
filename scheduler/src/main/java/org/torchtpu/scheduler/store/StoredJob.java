package org.torchtpu.scheduler.store;

/**
 * One job as persisted. The slice is kept as its pod and box; hosts and endpoints are derived from the
 * registered hosts when the job is read.
 *
 * @param boxOrigin "x,y,z" of the placed box, null when the job holds no chips
 * @param boxShape "AxBxC" of the placed box, null when the job holds no chips
 */
public record StoredJob(
    String id, long seq, String tenant, String name, int priority, String generation, String topology,
    int chipCount, long timeLimitMillis, boolean requeueOnHostFailure, String state, String reason,
    long submittedMillis, long scheduledMillis, long startedMillis, long endedMillis, int preemptions,
    int requeues, String pod, String boxOrigin, String boxShape, long preemptDeadlineMillis,
    String preemptedFor) {}
