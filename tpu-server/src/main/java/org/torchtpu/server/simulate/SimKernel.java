package org.torchtpu.server.simulate;

import java.util.List;
import org.torchtpu.api.v1.Op;
import org.torchtpu.api.v1.TensorType;

/**
 * One kernel of an abstract step: ops that XLA fuses into one kernel (or a single op), with the types they run on.
 * No values: the types carry shape and dtype, which is all the cost model reads.
 *
 * @param category what the kernel computes, for rematerialisation ("norm", "qkv", "attention", "out_proj", "mlp",
 *     "residual", "head", "optimizer")
 * @param inputBytes HBM bytes the fused kernel reads (ignored when pricing a single op, priced from its own types;
 *     for a single op whose types are larger than the data it holds, a dropless grouped matmul priced at the tiles it
 *     visits, what its operands hold in HBM, which {@link StepMemory} counts; 0 = its types)
 * @param outputBytes HBM bytes the fused kernel writes (a single op: as {@code inputBytes}, for its result)
 * @param repeat how many times it runs per step (the layer count for a layer's kernels)
 */
public record SimKernel(String name, String category, Phase phase, List<Member> members, double inputBytes,
    double outputBytes, int repeat) {

  /** Where in the step a kernel runs. */
  public enum Phase { FORWARD, REMAT, BACKWARD, OPTIMIZER }

  /** One op and its operand and result types. */
  public record Member(Op op, List<TensorType> operands, List<TensorType> results) {}

  public SimKernel {
    members = List.copyOf(members);
  }

  public boolean fused() {
    return members.size() > 1;
  }

  /** This kernel run {@code times} per step. */
  public SimKernel withRepeat(int times) {
    return new SimKernel(name, category, phase, members, inputBytes, outputBytes, times);
  }

  public SimKernel as(Phase newPhase, String suffix, double bytesFactor) {
    return new SimKernel(name + suffix, category, newPhase, members, inputBytes * bytesFactor,
        outputBytes * bytesFactor, repeat);
  }
}
