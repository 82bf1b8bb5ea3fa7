package org.torchtpu.server.stablehlo;

import static org.torchtpu.server.stablehlo.StableHloImporter.binaryOp;
import static org.torchtpu.server.stablehlo.StableHloImporter.error;
import static org.torchtpu.server.stablehlo.StableHloImporter.operands;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.torchtpu.api.ir.LiteralCodec;
import org.torchtpu.api.v1.BinaryOp;
import org.torchtpu.api.v1.BroadcastInDimOp;
import org.torchtpu.api.v1.ConstantOp;
import org.torchtpu.api.v1.DType;
import org.torchtpu.api.v1.Op;
import org.torchtpu.api.v1.ReduceOp;
import org.torchtpu.api.v1.TensorType;
import org.torchtpu.api.v1.UnaryOp;
import org.torchtpu.server.stablehlo.DeclaredTypes.Signature;
import org.torchtpu.server.stablehlo.StableHloImporter.Value;

/**
 * {@code batch_norm_inference}, {@code batch_norm_training} and {@code batch_norm_grad} (older TF and PyTorch
 * exports) as the StableHLO spec defines them, decomposed at import into reduce, broadcast_in_dim and elementwise
 * ops (so they are priced, stopped and heap-admitted as those): per feature (the operand's {@code feature_index}
 * dimension) the mean and the biased variance over every other dimension, {@code (x - mean) / sqrt(var + epsilon)}
 * scaled and offset; the gradient is the spec's, itself XLA's batchnorm_expander formula.
 */
final class BatchNormImport {
  static final String INFERENCE = "stablehlo.batch_norm_inference";
  static final String TRAINING = "stablehlo.batch_norm_training";
  static final String GRAD = "stablehlo.batch_norm_grad";

  private final StableHloImporter im;

  BatchNormImport(StableHloImporter im) {
    this.im = im;
  }

  /** operand, scale, offset, mean, variance -> output. */
  void inference(MlirAst.Op op, Map<String, Value> env) {
    List<Value> in = operands(op, env, 5);
    Form f = new Form(op, in, 1);
    Value centered = f.sub(in.get(0), f.perFeature(in.get(3)));
    Value stddev = f.sqrt(f.add(f.perFeature(in.get(4)), f.epsilon()));
    Value normalized = f.div(centered, stddev);
    Value out = f.add(f.mul(f.perFeature(in.get(1)), normalized), f.perFeature(in.get(2)));
    f.bind(env, List.of(out));
  }

  /** operand, scale, offset -> output, batch mean, batch variance (biased: divided by the elements per feature). */
  void training(MlirAst.Op op, Map<String, Value> env) {
    List<Value> in = operands(op, env, 3);
    Form f = new Form(op, in, 3);
    Value x = in.get(0);
    Value mean = f.meanPerFeature(x);
    Value centered = f.sub(x, f.perFeature(mean));
    Value variance = f.meanPerFeature(f.mul(centered, centered));
    Value stddev = f.sqrt(f.add(f.perFeature(variance), f.epsilon()));
    Value out = f.add(f.mul(f.perFeature(in.get(1)), f.div(centered, stddev)), f.perFeature(in.get(2)));
    f.bind(env, List.of(out, mean, variance));
  }

  /** operand, scale, mean, variance, grad_output -> grad_operand, grad_scale, grad_offset (the spec's formula). */
  void grad(MlirAst.Op op, Map<String, Value> env) {
    List<Value> in = operands(op, env, 5);
    Form f = new Form(op, in, 3);
    Value x = in.get(0);
    Value dy = in.get(4);
    if (!dy.type().equals(x.type())) {
      throw error(op, "invalid " + op.name, "grad_output must have the operand's type "
          + MlirTypes.toMlir(x.type()) + ", got " + MlirTypes.toMlir(dy.type()));
    }
    Value varianceEps = f.add(f.perFeature(in.get(3)), f.epsilon());
    Value centered = f.sub(x, f.perFeature(in.get(2)));
    Value stddev = f.sqrt(varianceEps);
    Value normalized = f.div(centered, stddev);
    Value count = f.full(f.elementsPerFeature);
    Value i1 = f.mul(dy, count);
    Value gradOffset = f.sumPerFeature(dy);
    Value i2 = f.perFeature(gradOffset);
    Value i3 = f.perFeature(f.sumPerFeature(f.mul(dy, centered)));
    Value i5 = f.div(f.mul(i3, centered), varianceEps);
    Value i6 = f.sub(f.sub(i1, i2), i5);
    Value gradOperand = f.mul(f.div(f.div(f.perFeature(in.get(1)), stddev), count), i6);
    Value gradScale = f.sumPerFeature(f.mul(dy, normalized));
    f.bind(env, List.of(gradOperand, gradScale, gradOffset));
  }

  /** One batch norm op's checked operands and the ops its decomposition emits. */
  private final class Form {
    final MlirAst.Op op;
    final TensorType type;
    final int feature;
    final long elementsPerFeature;
    final List<Long> otherDims = new ArrayList<>();
    private final List<Value> operands;
    private final int results;

    Form(MlirAst.Op op, List<Value> in, int results) {
      this.op = op;
      this.operands = in;
      this.results = results;
      this.type = in.get(0).type();
      DType dtype = type.getDtype();
      if (dtype != DType.F32 && dtype != DType.BF16 && dtype != DType.F16) {
        throw error(op, "invalid " + op.name, "the operand must be f32, bf16 or f16, got "
            + MlirTypes.toMlir(type));
      }
      long index = OpAttributes.integer(op, "feature_index");
      if (index < 0 || index >= type.getDimsCount()) {
        throw error(op, "invalid " + op.name, "feature_index " + index + " is not a dimension of "
            + MlirTypes.toMlir(type));
      }
      this.feature = (int) index;
      long features = type.getDims(feature);
      long total = 1;
      for (int d = 0; d < type.getDimsCount(); d++) {
        total *= type.getDims(d);
        if (d != feature) {
          otherDims.add((long) d);
        }
      }
      this.elementsPerFeature = features == 0 ? 0 : total / features;
      TensorType perFeature = TensorType.newBuilder().setDtype(dtype).addDims(features).build();
      int tensors = op.name.equals(GRAD) ? 4 : in.size();
      for (int k = 1; k < tensors; k++) {
        if (!in.get(k).type().equals(perFeature)) {
          throw error(op, "invalid " + op.name, "operand " + k + " must be " + MlirTypes.toMlir(perFeature)
              + " (one value per feature of dimension " + feature + "), got " + MlirTypes.toMlir(in.get(k).type()));
        }
      }
    }

    double epsilonValue() {
      if (op.attributes.get("epsilon") instanceof MlirAst.FloatAttr e) {
        return e.value();
      }
      throw error(op, "invalid " + op.name, "needs a float attribute epsilon");
    }

    Value epsilon() {
      return full(epsilonValue());
    }

    Value full(double value) {
      Value c = im.emit(op, Op.newBuilder().setConstant(ConstantOp.newBuilder()
          .setValue(LiteralCodec.scalar(value, type.getDtype()))), List.of());
      return im.broadcastScalar(op, c, type);
    }

    Value perFeature(Value v) {
      return im.emit(op, Op.newBuilder().setBroadcastInDim(BroadcastInDimOp.newBuilder()
          .addAllResultDims(type.getDimsList()).addBroadcastDimensions(feature)), List.of(v));
    }

    Value sumPerFeature(Value v) {
      return im.emit(op, Op.newBuilder().setReduce(ReduceOp.newBuilder().setKind(ReduceOp.Kind.SUM)
          .addAllDimensions(otherDims)), List.of(v));
    }

    Value meanPerFeature(Value v) {
      Value sum = sumPerFeature(v);
      Value c = im.emit(op, Op.newBuilder().setConstant(ConstantOp.newBuilder()
          .setValue(LiteralCodec.scalar((double) elementsPerFeature, type.getDtype()))), List.of());
      return im.emit(op, binaryOp(BinaryOp.Kind.DIVIDE), List.of(sum, im.broadcastScalar(op, c, sum.type())));
    }

    Value add(Value a, Value b) {
      return im.emit(op, binaryOp(BinaryOp.Kind.ADD), List.of(a, b));
    }

    Value sub(Value a, Value b) {
      return im.emit(op, binaryOp(BinaryOp.Kind.SUBTRACT), List.of(a, b));
    }

    Value mul(Value a, Value b) {
      return im.emit(op, binaryOp(BinaryOp.Kind.MULTIPLY), List.of(a, b));
    }

    Value div(Value a, Value b) {
      return im.emit(op, binaryOp(BinaryOp.Kind.DIVIDE), List.of(a, b));
    }

    Value sqrt(Value a) {
      return im.emit(op, Op.newBuilder().setUnary(UnaryOp.newBuilder().setKind(UnaryOp.Kind.SQRT)), List.of(a));
    }

    /** Checks the declared types and binds the results. */
    void bind(Map<String, Value> env, List<Value> values) {
      DeclaredTypes.requireResultCount(op, results);
      Signature sig = DeclaredTypes.signature(op, operands.size());
      DeclaredTypes.checkOperandTypes(op, operands, sig);
      for (int i = 0; i < values.size(); i++) {
        DeclaredTypes.checkResult(op, i, values.get(i), sig);
        StableHloImporter.define(env, op.results.get(i), values.get(i), op.pos, op.name);
      }
    }
  }
}
