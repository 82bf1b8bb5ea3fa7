package org.torchtpu.server.fusion;

import java.util.ArrayList;
import java.util.Collections;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.function.Predicate;
import org.torchtpu.api.v1.FusedKernel;
import org.torchtpu.api.v1.Op;
import org.torchtpu.server.ir.IrOp;
import org.torchtpu.server.ir.IrValue;

/**
 * Ops that run as one kernel: a single op, or a fusion of an elementwise chain (with the
 * broadcasts, reshapes, iotas and constants it reads) around at most one root — a reduce whose
 * elementwise producers form its prologue, or a dot_general — whose elementwise consumers form
 * the epilogue.
 */
public final class KernelGroup {
  private final List<IrOp> members;
  private final IrOp root;
  private final Set<IrOp> prologue;
  private final List<IrValue> inputs;
  private final List<IrValue> outputs;
  private final FusedKernel.Kind kind;

  KernelGroup(List<IrOp> members, IrOp root, Set<IrOp> prologue, Predicate<IrValue> liveOut) {
    this.members = List.copyOf(members);
    this.root = root;
    this.prologue = Collections.unmodifiableSet(prologue);
    Set<IrOp> memberSet = new HashSet<>(members);
    LinkedHashSet<IrValue> in = new LinkedHashSet<>();
    List<IrValue> out = new ArrayList<>();
    for (IrOp m : members) {
      for (IrValue v : m.operands()) {
        if (v.isParameter() || !memberSet.contains(v.producer())) {
          in.add(v);
        }
      }
      for (IrValue r : m.results()) {
        boolean usedOutside = false;
        for (IrOp u : r.users()) {
          usedOutside |= !memberSet.contains(u);
        }
        if (usedOutside || liveOut.test(r)) {
          out.add(r);
        }
      }
    }
    this.inputs = List.copyOf(in);
    this.outputs = List.copyOf(out);
    if (members.size() == 1) {
      kind = FusedKernel.Kind.SINGLE;
    } else if (root == null) {
      kind = FusedKernel.Kind.ELEMENTWISE;
    } else if (FusionPlanner.isMxuRoot(root)) {
      kind = FusedKernel.Kind.MATMUL_EPILOGUE;
    } else {
      kind = FusedKernel.Kind.REDUCTION;
    }
  }

  /**
   * A group rebuilt from a stored program: its members (in order) and kind; the root and the
   * prologue follow from them (the reduce or dot_general member, and the members it reads from).
   */
  public static KernelGroup of(List<IrOp> members, FusedKernel.Kind kind, Predicate<IrValue> liveOut) {
    IrOp root = null;
    Set<IrOp> prologue = new HashSet<>();
    if (kind == FusedKernel.Kind.REDUCTION || kind == FusedKernel.Kind.MATMUL_EPILOGUE) {
      for (IrOp m : members) {
        if (kind == FusedKernel.Kind.REDUCTION ? m.kind() == Op.KindCase.REDUCE : FusionPlanner.isMxuRoot(m)) {
          root = m;
        }
      }
      if (root == null) {
        throw new IllegalArgumentException(kind + " kernel has no " + (kind == FusedKernel.Kind.REDUCTION ? "reduce"
            : "dot_general or convolution") + " member");
      }
      if (kind == FusedKernel.Kind.REDUCTION) {
        Set<IrOp> memberSet = new HashSet<>(members);
        java.util.ArrayDeque<IrOp> work = new java.util.ArrayDeque<>();
        work.add(root);
        while (!work.isEmpty()) {
          IrOp op = work.poll();
          for (IrValue v : op.operands()) {
            if (!v.isParameter() && memberSet.contains(v.producer()) && prologue.add(v.producer())) {
              work.add(v.producer());
            }
          }
        }
      }
    }
    KernelGroup g = new KernelGroup(members, root, prologue, liveOut);
    if (g.kind() != kind) {
      throw new IllegalArgumentException("kernel of " + members.size() + " ops is " + g.kind() + ", stored as " + kind);
    }
    return g;
  }

  /** Members in topological order. */
  public List<IrOp> members() {
    return members;
  }

  /** The reduce or dot_general the kernel is built around, or null. */
  public IrOp root() {
    return root;
  }

  /** Members computed over the reduce root's operand shape (its prologue). */
  public Set<IrOp> prologue() {
    return prologue;
  }

  /** Values read from outside the kernel, in first-use order (constant members are not among them). */
  public List<IrValue> inputs() {
    return inputs;
  }

  /** Member results written to HBM: used outside the kernel or live out of the program. */
  public List<IrValue> outputs() {
    return outputs;
  }

  public FusedKernel.Kind kind() {
    return kind;
  }

  public boolean isFused() {
    return kind != FusedKernel.Kind.SINGLE;
  }

  @Override
  public String toString() {
    StringBuilder sb = new StringBuilder(kind.name()).append('[');
    for (IrOp m : members) {
      sb.append(sb.charAt(sb.length() - 1) == '[' ? "" : " ").append(m.sourceIndex());
    }
    return sb.append(']').toString();
  }
}
