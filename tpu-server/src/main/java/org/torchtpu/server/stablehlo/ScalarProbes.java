package org.torchtpu.server.stablehlo;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Supplier;
import org.torchtpu.server.compiler.CompileStop;

/**
 * One import's work evaluating scalar regions on probe values to recognise what they compute: a sort's (or approx
 * top-k's) comparator order ({@link SortImport}), a 2-input reduce's argmax/argmin body ({@link VariadicReduceImport}).
 * A comparator is probed at up to 3,500 key pairs per key and up to ten times, an argmax body up to 47 times, and calls
 * are inlined once per call site: unbounded, a 220 KB module of one 4,000-op comparator took 21 s of CPU to refuse, and
 * a 1 MB module calling a 20,000-op argmax body 100 times 20 s and 2.1 GB. So each question is answered once per import
 * ({@link #recognise}: the same region, captured scalars and operand types give the same answer at every call site),
 * the evaluations are bounded ({@link #MAX_OPS}) and ask {@link CompileStop} as the importer's op loop does.
 */
final class ScalarProbes {
  /**
   * Most scalar-region ops one import evaluates on probe values. JAX's float sort comparator (16 ops) takes 5,376, a
   * two-key one 21,998, its argmax body (10 ops) about 500: several hundred distinct ones fit; reaching the bound takes
   * about a second of CPU.
   */
  static final long MAX_OPS = 2_000_000;

  private long ops;
  private long opsSinceStopCheck;
  private final Map<List<Object>, Object> answers = new HashMap<>();

  /**
   * {@code work}'s answer to {@code question} about {@code region} (value-comparable: what is asked, the captured
   * scalars, the operand types), computed the first time it is asked in this import only.
   */
  @SuppressWarnings("unchecked")
  <T> T recognise(MlirAst.Region region, List<Object> question, Supplier<T> work) {
    List<Object> key = new ArrayList<>(question.size() + 1);
    key.add(new Same(region));
    key.addAll(question);
    if (answers.containsKey(key)) {
      return (T) answers.get(key);
    }
    T answer = work.get();
    answers.put(key, answer);
    return answer;
  }

  /**
   * Counts one evaluation of {@code region} for {@code src}; refuses the module past {@link #MAX_OPS} (a module too
   * large to import, like one that expands past the importer's op bound) and stops when the work is no longer wanted.
   */
  void charge(MlirAst.Op src, MlirAst.Region region) {
    long regionOps = region.ops.size();
    ops += regionOps;
    if (ops > MAX_OPS) {
      throw StableHloImporter.error(src, "module too large to import", "recognising its scalar regions (sort "
          + "comparators, argmax bodies) takes more than " + MAX_OPS + " op evaluations on probe values (this "
          + "region has " + regionOps + " ops; JAX's float sort comparator has 16 and takes 5,376): smaller "
          + "regions, or fewer distinct ones, import");
    }
    opsSinceStopCheck += regionOps;
    if (opsSinceStopCheck >= CompileStop.CHECK_OPS) {
      opsSinceStopCheck = 0;
      CompileStop.check("a StableHLO import");
    }
  }

  /** A region by identity: an inlined function's regions are the same objects at every call site. */
  private record Same(MlirAst.Region region) {
    @Override
    public boolean equals(Object o) {
      return o instanceof Same s && s.region == region;
    }

    @Override
    public int hashCode() {
      return System.identityHashCode(region);
    }
  }
}
