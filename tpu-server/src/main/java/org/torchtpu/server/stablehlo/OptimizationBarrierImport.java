package org.torchtpu.server.stablehlo;

import java.util.List;
import java.util.Map;
import org.torchtpu.api.v1.Op;
import org.torchtpu.api.v1.OptimizationBarrierOp;
import org.torchtpu.server.stablehlo.DeclaredTypes.Signature;
import org.torchtpu.server.stablehlo.StableHloImporter.Value;

/**
 * {@code %r:n = stablehlo.optimization_barrier %a, %b, ... : t_a, t_b, ...} becomes the op set's
 * optimization_barrier, not an alias of its operands: JAX puts one in front of every
 * rematerialised forward pass (jax.checkpoint, nn.remat), and only a real op there keeps the
 * compiler from merging the recomputation back into the original forward pass (see CsePass).
 */
final class OptimizationBarrierImport {
  private final StableHloImporter im;

  OptimizationBarrierImport(StableHloImporter im) {
    this.im = im;
  }

  void barrier(MlirAst.Op op, Map<String, Value> env) {
    List<Value> in = StableHloImporter.operands(op, env);
    Signature sig = DeclaredTypes.signature(op, in.size());
    DeclaredTypes.checkOperandTypes(op, in, sig);
    DeclaredTypes.requireResultCount(op, in.size());
    List<Value> results = im.emitAll(op, Op.newBuilder().setOptimizationBarrier(
        OptimizationBarrierOp.getDefaultInstance()), in, in.size());
    for (int i = 0; i < results.size(); i++) {
      DeclaredTypes.checkResult(op, i, results.get(i), sig);
      StableHloImporter.define(env, op.results.get(i), results.get(i), op.pos, op.name);
    }
  }
}
