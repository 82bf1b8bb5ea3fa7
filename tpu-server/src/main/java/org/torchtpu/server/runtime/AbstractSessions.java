package org.torchtpu.server.runtime;

import io.grpc.Status;
import org.torchtpu.api.ir.Shapes;
import org.torchtpu.api.v1.CompileOptions;
import org.torchtpu.api.v1.CompileResponse;
import org.torchtpu.api.v1.ExecutionDepth;
import org.torchtpu.api.v1.Generation;
import org.torchtpu.api.v1.Graph;
import org.torchtpu.api.v1.OpenSessionRequest;
import org.torchtpu.api.v1.SpmdOptions;
import org.torchtpu.api.v1.UploadHeader;
import org.torchtpu.server.chip.HbmExhaustedException;
import org.torchtpu.server.compiler.cache.ProgramService;
import org.torchtpu.server.compiler.spmd.Mesh;
import org.torchtpu.server.cost.CollectivePricer;
import org.torchtpu.server.exec.DeviceArray;
import org.torchtpu.server.simulate.MultiSlice;
import org.torchtpu.server.simulate.SimDevice;

/**
 * What the Runtime service does differently for an abstract session (ExecutionDepth.ABSTRACT). Everything else — op
 * streams, Debug/Strict/Fused, chunks, compiles, CallOps, frees — runs through the same {@link DeviceSession} code
 * with the executor on its no-values device ({@link org.torchtpu.server.exec.Executor#withoutValues}): the same type
 * checks, the same compiler and memory plan, the same cost model and the same HBM allocator, just no contents.
 *
 * <ul>
 *   <li>Opening: on a private copy of the chip, any generation (see {@link SessionRegistry#openAbstract}). With a
 *       world it is that world's rank alone, standing for every rank ({@link AbstractWorld}): its eager collectives
 *       are checked and priced on the world's slice as the fabric prices them, and exchange nothing.
 *   <li>Upload: the header reserves the value's HBM; data chunks, if sent at all, are counted and dropped (a header
 *       alone declares an input of that type, which is how full-size inputs arrive).
 *   <li>Download: FAILED_PRECONDITION naming the reason.
 *   <li>SPMD compile: no world needed; each rank is one device of the generation, the mesh's slice the generation's
 *       (chips from the mesh size: one per rank, or one per two ranks on Ironwood).
 * </ul>
 */
final class AbstractSessions {
  private AbstractSessions() {}

  static boolean isAbstract(OpenSessionRequest req) {
    return req.getDepth() == ExecutionDepth.ABSTRACT;
  }

  static DeviceSession open(SessionRegistry sessions, OpenSessionRequest req) {
    DeviceSession s = sessions.openAbstract(req.getTenant(), req.getGeneration(), req.getChip(), req.getMode());
    if (req.hasWorld()) {
      try {
        s.joinWorld(AbstractWorld.of(req.getWorld(), s.chip().spec().getGeneration()));
      } catch (RuntimeException e) {
        sessions.close(s.id());
        throw e;
      }
    }
    return s;
  }

  /** Reserves an abstract upload's HBM (the caller has checked the handle is free). */
  static void reserveUpload(DeviceSession session, UploadHeader header, long bytes) {
    try {
      session.hbm().allocate(bytes, DeviceArray.VALUE_OVERHEAD_BYTES, Shapes.toString(header.getType())
          + " (upload of handle " + header.getHandle()
          + ")");
    } catch (HbmExhaustedException e) {
      throw Status.RESOURCE_EXHAUSTED.withDescription(e.getMessage()).asRuntimeException();
    }
  }

  /** Stores the uploaded value as its type; its HBM was reserved by {@link #reserveUpload}. */
  static void storeUpload(DeviceSession session, UploadHeader header, long received, long expected) {
    if (received != 0 && received != expected) {
      throw Status.INVALID_ARGUMENT.withDescription("upload of " + Shapes.toString(header.getType())
          + " was truncated: got " + received + " of " + expected + " bytes (an abstract session also accepts the "
          + "header alone)").asRuntimeException();
    }
    session.store(header.getHandle(), DeviceArray.abstractOf(header.getType()));
  }

  /** A read of a value abstract execution never computed. */
  static void requireContents(DeviceSession session, long handle, DeviceArray value) {
    if (value.isAbstract()) {
      throw Status.FAILED_PRECONDITION.withDescription("session " + session.id() + " runs abstractly (depth ABSTRACT): "
          + "handle " + handle + " is " + value + " with its HBM and price but no values; open a session with depth "
          + "CONCRETE to read it").asRuntimeException();
    }
  }

  /** What Runtime.DescribeSession answers: the session's time and HBM (its private chip's peak when abstract). */
  static org.torchtpu.api.v1.SessionStatus status(DeviceSession s) {
    return org.torchtpu.api.v1.SessionStatus.newBuilder()
        .setSessionId(s.id())
        .setDepth(s.isAbstract() ? ExecutionDepth.ABSTRACT : ExecutionDepth.CONCRETE)
        .setTotal(s.totals())
        .setOpsExecuted(s.opsExecuted())
        .setValueBytes(s.valueBytes())
        // a concrete session's chip is shared: its peak is every tenant's, which a tenant key does not see
        .setChipHbmPeakBytes(s.isAbstract() || !HostInfoView.scopedToTenant() ? s.chip().hbmPeak() : 0)
        .setChipHbmBytes(s.chip().hbmCapacity())
        .build();
  }

  /**
   * An SPMD compile in an abstract session: partitioned over the mesh exactly as for a world, each rank one JAX device
   * of the session's generation, as {@link org.torchtpu.server.simulate.GraphSimulator} models it: a chip up to v6e,
   * one of an Ironwood (v7) chip's two TensorCores (half its peak, HBM and bandwidth; consecutive ranks share a chip,
   * meet on it for free, and their collectives run between chips on a slice of ranks / 2 chips).
   */
  static CompileResponse compileSpmd(ProgramService programs, DeviceSession s,
      org.torchtpu.api.v1.CompileRequest req) {
    CompileOptions options = req.getOptions();
    SpmdOptions spmd = req.getSpmd();
    Generation generation = s.chip().spec().getGeneration();
    Mesh mesh;
    CollectivePricer collectives;
    try {
      mesh = Mesh.of(spmd.getMesh());
      collectives = MultiSlice.ONE.pricer(generation, mesh);
    } catch (IllegalArgumentException e) {
      throw Status.INVALID_ARGUMENT.withDescription("spmd.mesh: " + e.getMessage()).asRuntimeException();
    }
    int perChip = SimDevice.devicesPerChip(generation);
    String placement = perChip == 1 ? "one chip per rank" : perChip + " ranks (TensorCores) per chip";
    // StableHLO text is looked up by its content (with the mesh and the ranks' placement) before any import
    ProgramService.CompiledSpmd compiled = SessionCompiles.carriesText(req)
        ? programs.compileSpmdStableHlo(s.tenant(), req.getStablehloBytes(), spmd, () -> SessionCompiles.graphOf(req),
            options, SimDevice.deviceOf(s.chip().spec()), mesh, "abstract", placement, collectives)
        : programs.compileSpmd(s.tenant(), SessionCompiles.graphOf(req), options, SimDevice.deviceOf(s.chip().spec()), mesh,
            placement, collectives);
    s.registerProgram(compiled.compiled().key(), compiled.compiled().program());
    return compiled.response();
  }
}
