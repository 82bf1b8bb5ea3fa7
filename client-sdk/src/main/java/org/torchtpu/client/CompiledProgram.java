package org.torchtpu.client;

import java.util.List;
import org.torchtpu.api.v1.CompileResponse;
import org.torchtpu.api.v1.Graph;
import org.torchtpu.api.v1.TensorType;

/**
 * One program the server compiled for one signature of a {@link CompiledFunction}, with the
 * facts of its {@link CompileResponse}.
 *
 * @param graph the traced graph that was sent
 * @param parameterTypes the program's parameters (padded types when bucketed)
 * @param outputTypes the program's outputs (before slicing back bucketed dims)
 */
public record CompiledProgram(Graph graph, List<TensorType> parameterTypes, List<TensorType> outputTypes,
    CompileResponse response) {

  public CompiledProgram {
    parameterTypes = List.copyOf(parameterTypes);
    outputTypes = List.copyOf(outputTypes);
  }

  /** What a {@code CallOp} names. */
  public String programId() {
    return response.getProgramId();
  }

  /** The cost model's device time for one run of the compiled program. */
  public double estimatedDeviceSeconds() {
    return response.getEstimatedDeviceSeconds();
  }

  /** Peak HBM of one run, from static memory planning. */
  public long peakHbmBytes() {
    return response.getPeakHbmBytes();
  }

  /** Kernels after fusion. */
  public int kernels() {
    return response.getKernels();
  }

  /** Ops in the graph as sent. */
  public int opsBefore() {
    return response.getOpsBefore();
  }

  /** The program came from the compilation cache. */
  public boolean cacheHit() {
    return response.getCacheHit();
  }

  public long compileWallNanos() {
    return response.getCompileWallNanos();
  }

  public String cacheKey() {
    return response.getCacheKey();
  }
}
