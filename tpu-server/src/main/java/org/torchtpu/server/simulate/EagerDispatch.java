package org.torchtpu.server.simulate;

/**
 * Host time TorchTPU pays per op in its eager modes, on top of the device time. Not published as such; what is
 * published is the time per step of each mode (the mode table in the design brief). These four numbers are set once,
 * for every model and generation, from the shape of that table for the Gemma 3 270M train step; the Llama 3.2 1B rows
 * then check them (see the README's calibration section for the errors).
 *
 * <ul>
 *   <li>STRICT: one op at a time, asynchronous: the host traces, looks up the compiled op and enqueues it
 *       ({@link #STRICT_OP_SECONDS}); host and device overlap until a sync point.
 *   <li>DEBUG: as Strict plus a device sync and a bounds/NaN check after every op ({@link #DEBUG_OP_SECONDS}), so
 *       host and device never overlap.
 *   <li>FUSED (DeferAndFuse): the host only records each op ({@link #FUSED_RECORD_SECONDS}), then dispatches each
 *       fused chunk as one program ({@link #FUSED_CHUNK_SECONDS}, what Strict pays to dispatch one op); overlapped
 *       with the device like Strict. A train step's chunks end at every value autograd saves
 *       ({@link DeferAndFuseChunks}), so it dispatches more chunks than its fused groups.
 * </ul>
 */
public final class EagerDispatch {
  private EagerDispatch() {}

  // Fitted on the Gemma 3 270M train step, which is host-bound in every eager mode (6,727 ops, 1,401 fused chunks,
  // 0.24 s of unfused device time): Strict 0.64 s / 6,727 ops; Debug (2.9 s - 0.24 s) / 6,727 ops; DeferAndFuse
  // dispatches each chunk as Strict dispatches one op (key, cache lookup, enqueue of one executable), and the rest of
  // its 0.29 s, (0.29 s - 1,401 x 96 us) / 6,727 ops, is recording each op.
  static final double STRICT_OP_SECONDS = 96e-6;
  static final double DEBUG_OP_SECONDS = 398e-6;
  static final double FUSED_RECORD_SECONDS = 23e-6;
  static final double FUSED_CHUNK_SECONDS = STRICT_OP_SECONDS;

  /**
   * Host seconds of a step of {@code ops} ops in {@code mode}: each op traced and enqueued (STRICT), also synced and
   * checked (DEBUG), or recorded and dispatched in {@code chunks} fused chunks (FUSED); none when COMPILED.
   */
  static double hostSeconds(StepSimulator.Mode mode, long ops, long chunks) {
    return switch (mode) {
      case DEBUG -> ops * DEBUG_OP_SECONDS;
      case STRICT -> ops * STRICT_OP_SECONDS;
      case FUSED -> ops * FUSED_RECORD_SECONDS + chunks * FUSED_CHUNK_SECONDS;
      case COMPILED -> 0;
    };
  }

  /** A step's seconds: DEBUG waits for the device after every op, STRICT and FUSED overlap host and device. */
  static double stepSeconds(StepSimulator.Mode mode, double hostSeconds, double deviceSeconds) {
    return switch (mode) {
      case DEBUG -> hostSeconds + deviceSeconds;
      case STRICT, FUSED -> Math.max(hostSeconds, deviceSeconds);
      case COMPILED -> deviceSeconds;
    };
  }
}
