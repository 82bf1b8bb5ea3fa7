package org.torchtpu.client;

import java.util.ArrayList;
import java.util.List;
import org.torchtpu.api.v1.Graph;
import org.torchtpu.api.v1.TensorType;
import org.torchtpu.client.ThreadScopes.ThreadState;

/**
 * Recording a Java function into a graph for {@link Session#compile} and {@link Session#trace}:
 * the parameters become traced tensors, and the checks that a traced function reads and returns
 * only its own values (and that eager ops use only eager tensors of their session).
 */
final class FunctionTracing {
  private FunctionTracing() {}

  record Traced(Graph graph, List<TensorType> outputTypes) {}

  /**
   * A tensor the op being emitted may use: from this session, and eager or of this trace as the op
   * is; a tensor of a trace enclosing a loop region being traced is read through the region's
   * parameter for it (see {@link Loops}).
   */
  static Tensor checkUsable(Session session, Tensor t, Trace tracing) {
    if (t.session() != session) {
      throw new IllegalArgumentException("tensor " + t + " belongs to another session");
    }
    Trace owner = t.trace();
    if (owner == tracing) {
      return t;
    }
    if (tracing != null && owner != null && !owner.finished() && tracing.encloses(t)) {
      return tracing.capture(t);
    }
    if (owner == null) {
      throw new TracingException("compile: the traced function uses " + t + ", which was created outside it. "
          + "Compiled programs take tensors only as parameters, never as captured constants: pass it as an input "
          + "(in compile(fn, ...) and in every call).");
    }
    throw new TracingException(t + " is a value inside a function traced by compile()"
        + (owner.finished() ? " that has finished" : " on another thread")
        + "; it exists only inside that function: return it from the function and use the compiled function's "
        + "result instead.");
  }

  /**
   * Runs {@code fn} on traced parameters of {@code parameterTypes}, recording its ops into a new
   * trace on this thread ({@code here}), and returns the finished graph with its output types.
   */
  static Traced traceGraph(Session session, ThreadState here, TensorListFunction fn,
      List<TensorType> parameterTypes) {
    if (here.trace != null) {
      throw new TracingException("compile() and trace() cannot be called inside a function being traced; "
          + "call the Java function directly (a compiled function called while tracing is inlined)");
    }
    Trace trace = new Trace();
    Tensor[] parameters = new Tensor[parameterTypes.size()];
    for (int i = 0; i < parameters.length; i++) {
      TensorType type = parameterTypes.get(i);
      parameters[i] = new Tensor(session, trace.addParameter(type), type, trace);
    }
    here.trace = trace;
    List<Tensor> outputs;
    try {
      outputs = fn.apply(parameters);
    } catch (RuntimeException | Error e) {
      trace.abandon();
      throw e;
    } finally {
      here.trace = null;
    }
    if (outputs == null || outputs.isEmpty()) {
      trace.abandon();
      throw new TracingException("compile: the traced function returned no tensors");
    }
    List<TensorType> outputTypes = new ArrayList<>(outputs.size());
    for (int i = 0; i < outputs.size(); i++) {
      Tensor out = outputs.get(i);
      if (out == null) {
        trace.abandon();
        throw new TracingException("compile: output " + i + " of the traced function is null");
      }
      if (out.trace() != trace) {
        trace.abandon();
        throw new TracingException("compile: output " + i + " of the traced function, " + out + ", was created "
            + "outside it; a compiled function returns only values it computes (pass the tensor as an input and "
            + "return that input to return it unchanged)");
      }
      outputTypes.add(out.type());
    }
    return new Traced(trace.finish(outputs), outputTypes);
  }
}
