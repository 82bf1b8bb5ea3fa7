package org.torchtpu.server.runtime;

import io.grpc.Status;
import org.torchtpu.api.v1.CompileRequest;
import org.torchtpu.api.v1.CompileResponse;
import org.torchtpu.api.v1.Graph;
import org.torchtpu.api.v1.WorldMembership;
import org.torchtpu.server.compiler.cache.ProgramService;
import org.torchtpu.server.ir.CompileException;
import org.torchtpu.server.stablehlo.StableHloImportException;
import org.torchtpu.server.stablehlo.StableHloImporter;

/**
 * Runtime.Compile: a graph (or StableHLO text) compiled for the session's chip through the
 * compilation cache, plain or SPMD over the session's world, and registered in the session so
 * CallOps can name it by the returned program_id.
 */
final class SessionCompiles {
  private final ProgramService programs;
  private final Admission admission;

  SessionCompiles(ProgramService programs, Admission admission) {
    this.programs = programs;
    this.admission = admission;
  }

  /** Compiles the request's graph for session {@code s} (within the host's compile limit) and registers it. */
  CompileResponse compile(CompileRequest req, DeviceSession s) {
    try {
      if (req.hasSpmd()) {
        return admission.compile(s.tenant(), () -> compileSpmd(req, s));
      }
      // StableHLO text is looked up by its content first: a repeated Compile of a large module costs no import
      ProgramService.Compiled compiled = admission.compile(s.tenant(), () -> !carriesText(req)
          ? programs.compileGraph(s.tenant(), graphOf(req), req.getOptions(), s.chip().spec(), 1)
          : programs.compileStableHlo(s.tenant(), req.getStablehloBytes(), req.getArgumentTypesList(), () -> graphOf(req),
              req.getOptions(), s.chip().spec()));
      s.registerProgram(compiled.key(), compiled.program());
      return compiled.response();
    } catch (CompileException e) {
      throw e.toStatus();
    }
  }

  /**
   * An SPMD compile: the session must be a rank of a world as large as the mesh; the rank's program
   * is registered in the session (every rank compiles it, hitting the cache after the first).
   */
  private CompileResponse compileSpmd(CompileRequest req, DeviceSession s) {
    if (req.getArgumentTypesCount() > 0 && !req.getStablehloBytes().isEmpty()) { // refused before any lookup by content
      throw Status.INVALID_ARGUMENT.withDescription("argument_types (shape-polymorphic modules) are not supported "
          + "with spmd: export the sharded module with static shapes").asRuntimeException();
    }
    CollectiveRunner world = s.world();
    if (world == null && s.isAbstract()) {
      return AbstractSessions.compileSpmd(programs, s, req);
    }
    if (world == null) {
      throw Status.FAILED_PRECONDITION.withDescription("an SPMD compile runs on a rank of a world: session " + s.id()
          + " was opened without OpenSessionRequest.world").asRuntimeException();
    }
    WorldMembership membership = world.membership();
    org.torchtpu.server.compiler.spmd.Mesh mesh;
    try {
      mesh = org.torchtpu.server.compiler.spmd.Mesh.of(req.getSpmd().getMesh());
    } catch (IllegalArgumentException e) {
      throw Status.INVALID_ARGUMENT.withDescription("spmd.mesh: " + e.getMessage()).asRuntimeException();
    }
    if (mesh.ranks() != membership.getWorldSize()) {
      throw Status.INVALID_ARGUMENT.withDescription("spmd.mesh " + mesh + " has " + mesh.ranks() + " ranks but world "
          + membership.getWorldId() + " has " + membership.getWorldSize()).asRuntimeException();
    }
    org.torchtpu.api.v1.Generation generation = s.chip().spec().getGeneration();
    org.torchtpu.server.cost.SliceTopology slice;
    try {
      slice = membership.getSliceTopology().isEmpty()
          ? new org.torchtpu.server.cost.SliceTopology(new int[] {mesh.ranks()}, new boolean[] {mesh.ranks() >= 3})
          : org.torchtpu.server.cost.SliceTopology.parse(membership.getSliceTopology(), generation);
    } catch (IllegalArgumentException e) {
      throw Status.INVALID_ARGUMENT.withDescription("world " + membership.getWorldId() + " slice topology: "
          + e.getMessage()).asRuntimeException();
    }
    if (slice.chips() != mesh.ranks()) {
      throw Status.INVALID_ARGUMENT.withDescription("world " + membership.getWorldId() + " slice topology " + slice
          + " has " + slice.chips() + " chips but the mesh has " + mesh.ranks() + " ranks").asRuntimeException();
    }
    // StableHLO text is looked up by its content (with the mesh and the world's slice) first, as a plain compile is
    ProgramService.CompiledSpmd compiled = carriesText(req)
        ? programs.compileSpmdStableHlo(s.tenant(), req.getStablehloBytes(), req.getSpmd(), () -> graphOf(req),
            req.getOptions(), s.chip().spec(), mesh, slice)
        : programs.compileSpmd(s.tenant(), graphOf(req), req.getOptions(), s.chip().spec(), mesh, slice);
    s.registerProgram(compiled.compiled().key(), compiled.compiled().program());
    return compiled.response();
  }

  /**
   * Whether the request carries StableHLO text alone (looked up by its content before any import); one carrying a graph
   * too is refused by {@link #graphOf}. Checks the bytes: getStablehlo() would decode the whole text to a String.
   */
  static boolean carriesText(CompileRequest req) {
    return !req.getStablehloBytes().isEmpty() && !req.hasGraph();
  }

  /** The request's graph, imported from StableHLO text when that is what it carries. */
  static Graph graphOf(CompileRequest req) {
    if (req.getStablehloBytes().isEmpty()) {
      if (req.getArgumentTypesCount() > 0) {
        throw Status.INVALID_ARGUMENT.withDescription("argument_types refine a StableHLO module's symbolic shapes; "
            + "a graph's parameters carry their own types").asRuntimeException();
      }
      return req.getGraph();
    }
    if (req.hasGraph()) {
      throw Status.INVALID_ARGUMENT.withDescription("a compile request carries a graph or StableHLO text, not both")
          .asRuntimeException();
    }
    try {
      if (req.hasSpmd() && req.getArgumentTypesCount() > 0) {
        throw Status.INVALID_ARGUMENT.withDescription("argument_types (shape-polymorphic modules) are not supported "
            + "with spmd: export the sharded module with static shapes").asRuntimeException();
      }
      if (req.hasSpmd()) { // an SPMD compile takes the module's own shardings (sdy.sharding / mhlo.sharding)
        int[] mesh = req.getSpmd().getMesh().getShapeList().stream().mapToInt(Integer::intValue).toArray();
        return org.torchtpu.server.stablehlo.ShardingImport.importModule(req.getStablehlo(), mesh).graph();
      }
      return StableHloImporter.parse(req.getStablehlo(),
          req.getArgumentTypesCount() == 0 ? null : req.getArgumentTypesList());
    } catch (StableHloImportException e) {
      throw Status.INVALID_ARGUMENT.withDescription("StableHLO import: " + e.getMessage()).asRuntimeException();
    }
  }
}
