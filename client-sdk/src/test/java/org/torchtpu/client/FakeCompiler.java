package org.torchtpu.client;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.torchtpu.api.ir.TypeInference;
import org.torchtpu.api.v1.CompileOptions;
import org.torchtpu.api.v1.CompileResponse;
import org.torchtpu.api.v1.Graph;
import org.torchtpu.api.v1.Op;
import org.torchtpu.api.v1.Parameter;
import org.torchtpu.api.v1.TensorType;

/**
 * Answers Compile as a server would, without compiling: types the graph with the op set's
 * rules (so output types are real), keys programs by the graph's structure without source
 * lines, and reports a cache hit when that structure was compiled before.
 */
class FakeCompiler {
  final List<Graph> requests = new ArrayList<>();
  private final Map<Graph, String> programs = new HashMap<>();

  CompileResponse compile(Graph graph, CompileOptions options) {
    requests.add(graph);
    Map<Long, TensorType> types = new HashMap<>();
    for (Parameter p : graph.getParametersList()) {
      types.put(p.getId(), p.getType());
    }
    Graph.Builder structure = graph.toBuilder().clearOps();
    for (Op op : graph.getOpsList()) {
      List<TensorType> operands = new ArrayList<>();
      for (long id : op.getOperandsList()) {
        TensorType t = types.get(id);
        if (t == null) {
          throw new IllegalArgumentException("graph uses value " + id + " before defining it");
        }
        operands.add(t);
      }
      List<TensorType> results = TypeInference.infer(op, operands);
      for (int i = 0; i < results.size(); i++) {
        types.put(op.getResults(i), results.get(i));
      }
      structure.addOps(op.toBuilder().clearLocation());
    }
    CompileResponse.Builder r = CompileResponse.newBuilder().setOpsBefore(graph.getOpsCount())
        .setKernels(Math.max(1, graph.getOpsCount() / 2)).setEstimatedDeviceSeconds(1e-6 * graph.getOpsCount())
        .setPeakHbmBytes(4096).setCompileWallNanos(1000);
    for (long id : graph.getOutputsList()) {
      r.addOutputTypes(types.get(id));
    }
    Graph key = structure.build();
    String id = programs.get(key);
    if (id == null) {
      id = "program-" + (programs.size() + 1);
      programs.put(key, id);
    } else {
      r.setCacheHit(true);
    }
    return r.setProgramId(id).setCacheKey(Integer.toHexString(key.hashCode())).build();
  }
}
