package org.torchtpu.server.stablehlo;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.torchtpu.api.ir.Shapes;
import org.torchtpu.api.v1.Graph;
import org.torchtpu.api.v1.Op;
import org.torchtpu.server.exec.DeviceArray;
import org.torchtpu.server.exec.Executor;

/** A minimal graph interpreter for tests: runs the ops in order on the executor, values in a map. */
final class GraphRunner {
  private final Executor executor = new Executor();

  List<DeviceArray> run(Graph graph, List<DeviceArray> inputs) {
    if (inputs.size() != graph.getParametersCount()) {
      throw new IllegalArgumentException("graph takes " + graph.getParametersCount() + " inputs, got " + inputs.size());
    }
    Map<Long, DeviceArray> values = new HashMap<>();
    for (int i = 0; i < inputs.size(); i++) {
      if (!inputs.get(i).type().equals(graph.getParameters(i).getType())) {
        throw new IllegalArgumentException("input " + i + " is " + inputs.get(i) + ", parameter is "
            + Shapes.toString(graph.getParameters(i).getType()));
      }
      values.put(graph.getParameters(i).getId(), inputs.get(i));
    }
    for (Op op : graph.getOpsList()) {
      List<DeviceArray> operands = new ArrayList<>(op.getOperandsCount());
      for (long id : op.getOperandsList()) {
        DeviceArray v = values.get(id);
        if (v == null) {
          throw new IllegalStateException("value " + id + " is used before it is defined");
        }
        operands.add(v);
      }
      List<DeviceArray> results = executor.execute(op, operands, false);
      for (int r = 0; r < results.size(); r++) {
        values.put(op.getResults(r), results.get(r));
      }
    }
    List<DeviceArray> outputs = new ArrayList<>();
    for (long id : graph.getOutputsList()) {
      outputs.add(values.get(id));
    }
    return outputs;
  }
}
