package org.torchtpu.server.stablehlo;

import static org.torchtpu.server.stablehlo.StableHloImporter.error;

import java.util.List;
import java.util.Map;
import org.torchtpu.api.v1.Op;
import org.torchtpu.api.v1.RngBitGeneratorOp;
import org.torchtpu.server.stablehlo.DeclaredTypes.Signature;
import org.torchtpu.server.stablehlo.MlirAst.DialectAttr;
import org.torchtpu.server.stablehlo.MlirAst.KeywordAttr;
import org.torchtpu.server.stablehlo.StableHloImporter.Value;

/**
 * {@code %state, %bits = stablehlo.rng_bit_generator %s, algorithm = DEFAULT : (tensor<2xui64>) -> (tensor<2xui64>,
 * tensor<4xui32>)} (the generic form's {@code rng_algorithm = #stablehlo<rng_algorithm DEFAULT>} too) becomes the op
 * set's rng_bit_generator; JAX emits it for {@code lax.rng_bit_generator} and the rbg PRNG implementations.
 */
final class RngBitGeneratorImport {
  private final StableHloImporter im;

  RngBitGeneratorImport(StableHloImporter im) {
    this.im = im;
  }

  void rngBitGenerator(MlirAst.Op op, Map<String, Value> env) {
    List<Value> in = StableHloImporter.operands(op, env, 1);
    Signature sig = DeclaredTypes.signature(op, 1);
    DeclaredTypes.checkOperandTypes(op, in, sig);
    DeclaredTypes.requireResultCount(op, 2);
    if (sig.results().size() != 2) {
      throw error(op, "invalid " + op.name, "the text declares " + sig.results().size() + " result types, the op has 2");
    }
    RngBitGeneratorOp.Algorithm algorithm = algorithm(op);
    List<Value> results = im.emitAll(op, Op.newBuilder().setRngBitGenerator(RngBitGeneratorOp.newBuilder()
        .setAlgorithm(algorithm).setType(sig.results().get(1))), in, 2);
    for (int i = 0; i < 2; i++) {
      DeclaredTypes.checkResult(op, i, results.get(i), sig);
      StableHloImporter.define(env, op.results.get(i), results.get(i), op.pos, op.name);
    }
  }

  private static RngBitGeneratorOp.Algorithm algorithm(MlirAst.Op op) {
    MlirAst.Attr attr = op.attributes.containsKey("rng_algorithm") ? op.attributes.get("rng_algorithm")
        : op.attributes.get("algorithm");
    String word;
    if (attr instanceof KeywordAttr k) {
      word = k.word();
    } else if (attr instanceof DialectAttr d && !d.words().isEmpty()) {
      word = d.words().get(d.words().size() - 1);
    } else {
      throw error(op, "invalid " + op.name, "missing its algorithm (DEFAULT, THREE_FRY or PHILOX)");
    }
    try {
      return RngBitGeneratorOp.Algorithm.valueOf(word);
    } catch (IllegalArgumentException e) {
      throw error(op, "invalid " + op.name, "unknown algorithm " + word + " (DEFAULT, THREE_FRY or PHILOX)");
    }
  }
}
