package org.torchtpu.server.compiler.spmd;

import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import org.torchtpu.server.ir.IrOp;
import org.torchtpu.server.ir.IrValue;

/**
 * What sharding propagation decided: the layout of every value as its producer leaves it, the
 * layout each op needs of each operand (a difference is where a collective or a local slice goes),
 * and the layouts the graph's outputs are returned in.
 */
public final class ShardingPlan {
  private final Mesh mesh;
  private final Map<IrValue, ShardSpec> produced = new IdentityHashMap<>();
  private final Map<IrOp, List<ShardSpec>> required = new IdentityHashMap<>();
  private final List<ShardSpec> outputs;

  ShardingPlan(Mesh mesh, List<ShardSpec> outputs) {
    this.mesh = mesh;
    this.outputs = List.copyOf(outputs);
  }

  void produce(IrValue value, ShardSpec spec) {
    produced.put(value, spec);
  }

  void require(IrOp op, List<ShardSpec> operandSpecs) {
    required.put(op, List.copyOf(operandSpecs));
  }

  public Mesh mesh() {
    return mesh;
  }

  /** The layout of {@code value} where it is defined. */
  public ShardSpec produced(IrValue value) {
    ShardSpec s = produced.get(value);
    if (s == null) {
      throw new IllegalStateException("no sharding decided for " + value);
    }
    return s;
  }

  /** The layouts {@code op} reads its operands in. */
  public List<ShardSpec> required(IrOp op) {
    return required.get(op);
  }

  public List<ShardSpec> outputs() {
    return outputs;
  }
}
