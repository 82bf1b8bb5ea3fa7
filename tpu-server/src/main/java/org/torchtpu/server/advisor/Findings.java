package org.torchtpu.server.advisor;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.torchtpu.api.v1.Finding;
import org.torchtpu.api.v1.SourceLocation;
import org.torchtpu.server.advisor.Rules.AnalysedOp;

/**
 * The findings of one advice, merged as the rules report them: findings that are the same (kind, op, source line and
 * measure) become one with a count and the sum of their shares, so a model of 24 identical layers reports each
 * problem once, with its total share of the step.
 */
final class Findings {
  private final Map<String, Finding.Builder> merged = new LinkedHashMap<>();

  /** Reports a finding at {@code op}, named by its kind of op. */
  void add(Finding.Kind kind, AnalysedOp op, String measure, double value, double share, String fix) {
    add(kind, op.name(), op, measure, value, share, fix);
  }

  void add(Finding.Kind kind, String name, AnalysedOp op, String measure, double value, double share, String fix) {
    add(kind, name, op.index(), op.op().getLocation(), measure, value, share, fix);
  }

  void add(Finding.Kind kind, String name, int index, SourceLocation location, String measure, double value,
      double share, String fix) {
    String key = kind + "|" + name + "|" + location.getFile() + ":" + location.getLine() + ":"
        + location.getFunction() + "|" + measure;
    Finding.Builder f = merged.get(key);
    if (f == null) {
      f = Finding.newBuilder().setKind(kind).setOp(name).setOpIndex(index).setLocation(location)
          .setMeasure(measure).setValue(value).setFix(fix);
      merged.put(key, f);
    }
    f.setOccurrences(f.getOccurrences() + 1).setShareOfStep(f.getShareOfStep() + share);
  }

  /** The merged findings, most costly first (recompiles, which cost no step time, by their count). */
  List<Finding> sorted() {
    List<Finding> out = new ArrayList<>();
    for (Finding.Builder f : merged.values()) {
      if (f.getKind() == Finding.Kind.DATA_DEPENDENT || f.getKind() == Finding.Kind.HOST_SYNC) {
        f.setValue(f.getOccurrences());
      }
      out.add(f.build());
    }
    out.sort(Comparator.comparingDouble(Finding::getShareOfStep).reversed()
        .thenComparing(Finding::getKind)
        .thenComparing(Comparator.comparingDouble(Finding::getValue).reversed()));
    return out;
  }
}
