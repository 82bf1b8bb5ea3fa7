package org.torchtpu.client;

import java.util.ArrayList;
import java.util.List;
import org.torchtpu.api.v1.Graph;
import org.torchtpu.api.v1.Op;
import org.torchtpu.api.v1.Parameter;
import org.torchtpu.api.v1.TensorType;

/**
 * A function being traced into a {@link Graph}. Its values have ids local to the graph, given in
 * order: the parameters 1..P, then each op's results as the op is recorded. So the same function
 * over the same types always gives the same graph, whatever the session did before, and the
 * server can cache its program by structure.
 */
final class Trace {
  private final List<Parameter> parameters = new ArrayList<>();
  private final List<Op> ops = new ArrayList<>();
  private long nextId = 1;
  private boolean finished;

  boolean finished() {
    return finished;
  }

  long addParameter(TensorType type) {
    long id = nextId++;
    parameters.add(Parameter.newBuilder().setId(id).setType(type).build());
    return id;
  }

  long newValueId() {
    return nextId++;
  }

  void record(Op op) {
    ops.add(op);
  }

  /** Ends the trace: its tensors can no longer be used anywhere. */
  Graph finish(List<Tensor> outputs) {
    finished = true;
    Graph.Builder g = Graph.newBuilder().addAllParameters(parameters).addAllOps(ops);
    for (Tensor t : outputs) {
      g.addOutputs(t.handle());
    }
    return g.build();
  }

  void abandon() {
    finished = true;
  }
}
