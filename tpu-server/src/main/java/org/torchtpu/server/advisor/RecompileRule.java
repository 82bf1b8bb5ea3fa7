package org.torchtpu.server.advisor;

import java.util.ArrayList;
import java.util.List;
import java.util.TreeSet;
import org.torchtpu.api.v1.Finding;
import org.torchtpu.api.v1.FunctionCompiles;
import org.torchtpu.api.v1.SourceLocation;
import org.torchtpu.api.v1.TensorType;

/**
 * The recompile rule: a function compiled for {@link #RECOMPILE_THRESHOLD} input signatures or more is recompiling;
 * the finding names the dims whose sizes vary and how to bucket them.
 */
final class RecompileRule {
  /** A function compiled for this many signatures or more is recompiling. */
  static final int RECOMPILE_THRESHOLD = 3;

  private RecompileRule() {}

  static void apply(List<FunctionCompiles> functions, Findings findings) {
    for (FunctionCompiles f : functions) {
      List<List<TensorType>> distinct = new ArrayList<>();
      for (FunctionCompiles.Signature s : f.getSignaturesList()) {
        if (!distinct.contains(s.getParameterTypesList())) {
          distinct.add(s.getParameterTypesList());
        }
      }
      if (distinct.size() < RECOMPILE_THRESHOLD) {
        continue;
      }
      List<String> varying = new ArrayList<>();
      String firstVarying = null;
      List<TensorType> base = distinct.get(0);
      for (int p = 0; p < base.size(); p++) {
        for (int d = 0; d < base.get(p).getDimsCount(); d++) {
          TreeSet<Long> sizes = new TreeSet<>();
          for (List<TensorType> sig : distinct) {
            if (p < sig.size() && d < sig.get(p).getDimsCount()) {
              sizes.add(sig.get(p).getDims(d));
            }
          }
          if (sizes.size() > 1) {
            varying.add("input " + p + " dim " + d + " (" + sizes.size() + " sizes, " + sizes.first() + ".."
                + sizes.last() + ")");
            if (firstVarying == null) {
              firstVarying = "input " + p + " dim " + d;
            }
          }
        }
      }
      String measure = distinct.size() + " programs compiled for " + distinct.size() + " input signatures"
          + (varying.isEmpty() ? " (ranks or dtypes differ)" : "; varying: " + String.join(", ", varying));
      String fix;
      if (f.getBucketed()) {
        fix = "the shape buckets are too fine: use fewer, larger buckets (e.g. powers of two)";
      } else if (firstVarying != null) {
        fix = "declare " + firstVarying + " dynamic (session.compile(fn, BucketPolicy.of(DynamicDim.named(..)"
            + ".input(i, d)), ...)) so sizes share a few padded bucket programs";
      } else {
        fix = "call the function with one dtype and rank per input (convert or reshape before the call)";
      }
      findings.add(Finding.Kind.RECOMPILE, "compile", -1,
          SourceLocation.newBuilder().setFunction(f.getFunction()).build(), measure, distinct.size(), 0, fix);
    }
  }
}
