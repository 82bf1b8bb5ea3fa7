package org.torchtpu.server.compiler;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import org.torchtpu.api.ir.DTypes;
import org.torchtpu.api.ir.Shapes;
import org.torchtpu.api.v1.ChipSpec;
import org.torchtpu.api.v1.CompileOptions;
import org.torchtpu.api.v1.Generation;
import org.torchtpu.api.v1.Graph;
import org.torchtpu.api.v1.Op;
import org.torchtpu.api.v1.Parameter;
import org.torchtpu.api.v1.ProgramKind;
import org.torchtpu.api.v1.TensorType;
import org.torchtpu.server.chip.ChipSpecs;
import org.torchtpu.server.exec.DeviceArray;
import org.torchtpu.server.exec.Executor;
import org.torchtpu.server.exec.Numerics;
import org.torchtpu.server.ir.IrGraph;

/** Shared helpers: compile a graph, run it op by op (the reference), make random inputs. */
public final class CompilerTestSupport {
  public static final Executor EXECUTOR = new Executor();
  public static final ChipSpec V5E = ChipSpecs.of(Generation.V5E);

  private CompilerTestSupport() {}

  public static CompilationContext context() {
    return new CompilationContext(V5E, EXECUTOR, ProgramKind.GRAPH);
  }

  public static IrGraph imported(Graph graph) {
    IrGraph g = IrGraph.fromGraph(graph);
    new ShapeInferencePass().run(g, context());
    return g;
  }

  public static ExecutableProgram compile(Graph graph, String... disabled) {
    CompileOptions options = CompileOptions.newBuilder().addAllDisabledPasses(List.of(disabled)).build();
    return ExecutableProgram.compile(new GraphCompiler(EXECUTOR), IrGraph.fromGraph(graph), ProgramKind.GRAPH,
        options, V5E, EXECUTOR);
  }

  /** The reference: every op run on its own by the executor, in the graph's order. */
  public static List<DeviceArray> runOpByOp(Graph graph, List<DeviceArray> parameters) {
    Map<Long, DeviceArray> env = new HashMap<>();
    for (int i = 0; i < graph.getParametersCount(); i++) {
      env.put(graph.getParameters(i).getId(), parameters.get(i));
    }
    for (Op op : graph.getOpsList()) {
      List<DeviceArray> in = new ArrayList<>();
      for (long id : op.getOperandsList()) {
        in.add(env.get(id));
      }
      List<DeviceArray> out = EXECUTOR.execute(op, in, false);
      for (int r = 0; r < out.size(); r++) {
        env.put(op.getResults(r), out.get(r));
      }
    }
    List<DeviceArray> result = new ArrayList<>();
    for (long id : graph.getOutputsList()) {
      result.add(env.get(id));
    }
    return result;
  }

  /**
   * A graph's ops as a session stream sends them: every operand that is one of {@code params} names the session
   * handle at the same position of {@code handles} (the values uploaded before the stream) instead of the parameter.
   */
  public static List<Op> onSessionHandles(List<Op> ops, long[] params,
      long[] handles) {
    List<Op> bound = new ArrayList<>();
    for (Op op : ops) {
      Op.Builder o = op.toBuilder().clearOperands();
      for (long id : op.getOperandsList()) {
        long handle = id;
        for (int p = 0; p < params.length; p++) {
          if (id == params[p]) {
            handle = handles[p];
          }
        }
        o.addOperands(handle);
      }
      bound.add(o.build());
    }
    return bound;
  }

  public static List<DeviceArray> randomParameters(Graph graph, Random random) {
    List<DeviceArray> out = new ArrayList<>();
    for (Parameter p : graph.getParametersList()) {
      out.add(random(p.getType(), random));
    }
    return out;
  }

  public static DeviceArray random(TensorType type, Random random) {
    int n = Math.toIntExact(Shapes.numElements(type));
    int[] dims = Shapes.dims(type);
    if (DTypes.isFloat(type.getDtype())) {
      float[] f = new float[n];
      for (int i = 0; i < n; i++) {
        f[i] = Numerics.round(type.getDtype(), (float) (random.nextGaussian() * 2));
      }
      return DeviceArray.ofFloats(type.getDtype(), dims, f);
    }
    long[] l = new long[n];
    for (int i = 0; i < n; i++) {
      l[i] = Numerics.wrap(type.getDtype(), random.nextInt(200) - 100);
    }
    return DeviceArray.ofLongs(type.getDtype(), dims, l);
  }

  /** Bit-for-bit equality (any NaN equals any NaN), with a message naming the first difference. */
  public static void assertBitIdentical(DeviceArray expected, DeviceArray actual, String what) {
    if (!expected.type().equals(actual.type())) {
      throw new AssertionError(what + ": type " + actual + " differs from " + expected);
    }
    for (int i = 0; i < expected.size(); i++) {
      if (expected.isFloat()) {
        float e = expected.floats()[i];
        float a = actual.floats()[i];
        if (Float.floatToIntBits(e) != Float.floatToIntBits(a)) {
          throw new AssertionError(what + ": element " + i + " is " + a + ", op by op gives " + e);
        }
      } else if (expected.longs()[i] != actual.longs()[i]) {
        throw new AssertionError(what + ": element " + i + " is " + actual.longs()[i] + ", op by op gives "
            + expected.longs()[i]);
      }
    }
  }
}
