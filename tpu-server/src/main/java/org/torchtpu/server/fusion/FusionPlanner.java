package org.torchtpu.server.fusion;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.PriorityQueue;
import java.util.Set;
import java.util.function.Predicate;
import org.torchtpu.api.v1.Op;
import org.torchtpu.api.v1.TensorType;
import org.torchtpu.server.ir.IrOp;
import org.torchtpu.server.ir.IrValue;

/**
 * Groups a topologically ordered, typed op list into kernels (the same planner serves deferred
 * chunks and compiled graphs).
 *
 * <p>Walking the ops from last to first, each op not yet in a kernel starts one if it can be a
 * fusion's last op (an elementwise op, a reduce or a dot_general); the kernel then absorbs
 * producers, highest position first, while
 * <ul>
 *   <li>every user of the producer is already in the kernel (so nothing outside needs a value
 *       the kernel would not write, and kernels never depend on each other in a cycle), and
 *   <li>the producer fits where it is read: an elementwise op, iota, broadcast_in_dim or
 *       reshape whose result has the shape of the kernel's iteration space (the epilogue space,
 *       or the reduce root's operand shape in its prologue); a reduce or dot_general becomes the
 *       root when the kernel has none and its result has the epilogue shape; a constant fits
 *       anywhere (its literal is read as a kernel input). Broadcasts and reshapes read only
 *       kernel inputs or constants, and dot_general operands are kernel inputs or constants.
 * </ul>
 * Because absorbed ops have no users outside their kernel, ordering kernels by the position of
 * their first-chosen (last) op is a valid execution order.
 */
public final class FusionPlanner {
  private FusionPlanner() {}

  private enum Space { MAIN, PROLOGUE, DOT_OPERAND, LOAD_OPERAND }

  /**
   * @param liveOut values that must be written to HBM even when only the kernel uses them
   *     (program outputs; results of a chunk that are not dead)
   * @param fuse false puts every op in a kernel of its own
   */
  public static List<KernelGroup> plan(List<IrOp> ops, Predicate<IrValue> liveOut, boolean fuse) {
    int n = ops.size();
    Map<IrOp, Integer> position = new IdentityHashMap<>();
    for (int i = 0; i < n; i++) {
      position.put(ops.get(i), i);
    }
    Map<IrOp, Boolean> assigned = new IdentityHashMap<>();
    List<KernelGroup> groups = new ArrayList<>();
    List<Integer> groupLast = new ArrayList<>();
    for (int pos = n - 1; pos >= 0; pos--) {
      IrOp op = ops.get(pos);
      if (assigned.containsKey(op)) {
        continue;
      }
      KernelGroup group = fuse && canEnd(op) ? grow(op, position, assigned, liveOut)
          : new KernelGroup(List.of(op), null, Set.of(), liveOut);
      for (IrOp m : group.members()) {
        assigned.put(m, Boolean.TRUE);
      }
      groups.add(group);
      groupLast.add(pos);
    }
    // groups were found last-first: reverse for execution order (sorted by their last op)
    List<Integer> order = new ArrayList<>();
    for (int i = 0; i < groups.size(); i++) {
      order.add(i);
    }
    order.sort(Comparator.comparingInt(groupLast::get));
    List<KernelGroup> result = new ArrayList<>(groups.size());
    for (int i : order) {
      result.add(groups.get(i));
    }
    return result;
  }

  private static boolean canEnd(IrOp op) {
    return isElementwise(op) || op.kind() == Op.KindCase.REDUCE || isMxuRoot(op);
  }

  /** dot_general and convolution: an MXU product whose elementwise consumers stream over its result. */
  static boolean isMxuRoot(IrOp op) {
    return op.kind() == Op.KindCase.DOT_GENERAL || op.kind() == Op.KindCase.CONVOLUTION;
  }

  /** Ops computed element by element over their result shape. */
  static boolean isElementwise(IrOp op) {
    return switch (op.kind()) {
      case UNARY, BINARY, COMPARE, SELECT, CLAMP, CONVERT -> true;
      default -> false;
    };
  }

  private static boolean isLoad(IrOp op) {
    return op.kind() == Op.KindCase.BROADCAST_IN_DIM || op.kind() == Op.KindCase.RESHAPE;
  }

  private static KernelGroup grow(IrOp start, Map<IrOp, Integer> position, Map<IrOp, Boolean> assigned,
      Predicate<IrValue> liveOut) {
    Map<IrOp, Space> members = new HashMap<>();
    IrOp root = null;
    TensorType mainType = start.result().type();
    TensorType prologueType = null;
    PriorityQueue<IrOp> candidates = new PriorityQueue<>(
        Comparator.comparingInt((IrOp o) -> position.get(o)).reversed());
    members.put(start, Space.MAIN);
    if (!isElementwise(start)) {
      root = start;
      if (start.kind() == Op.KindCase.REDUCE) {
        prologueType = start.operands().get(0).type();
      }
    }
    pushProducers(start, candidates);
    while (!candidates.isEmpty()) {
      IrOp p = candidates.poll();
      if (members.containsKey(p) || assigned.containsKey(p) || p.results().size() != 1) {
        continue;
      }
      Space space = null;
      boolean agree = true;
      for (IrOp user : p.result().users()) {
        Space userSpace = members.get(user);
        if (userSpace == null) {
          agree = false;
          break;
        }
        Space readAs;
        if (isLoad(user)) {
          readAs = Space.LOAD_OPERAND;
        } else if (user == root) {
          readAs = root.kind() == Op.KindCase.REDUCE ? Space.PROLOGUE : Space.DOT_OPERAND;
        } else {
          readAs = userSpace;
        }
        if (space != null && space != readAs) {
          agree = false;
          break;
        }
        space = readAs;
      }
      if (!agree || space == null) {
        continue;
      }
      if (p.kind() == Op.KindCase.CONSTANT) {
        // a constant that must be written out stays a kernel of its own (a fused kernel reads
        // constants, it does not write them)
        if (!liveOut.test(p.result())) {
          members.put(p, space);
        }
        continue;
      }
      if (space == Space.DOT_OPERAND || space == Space.LOAD_OPERAND) {
        continue;
      }
      TensorType spaceType = space == Space.MAIN ? mainType : prologueType;
      boolean sameShape = p.result().type().getDimsList().equals(spaceType.getDimsList());
      if (!sameShape) {
        continue;
      }
      boolean fits = isElementwise(p) || isLoad(p) || p.kind() == Op.KindCase.IOTA;
      if (!fits && space == Space.MAIN && root == null
          && (p.kind() == Op.KindCase.REDUCE || isMxuRoot(p))) {
        root = p;
        if (p.kind() == Op.KindCase.REDUCE) {
          prologueType = p.operands().get(0).type();
        }
        fits = true;
      }
      if (fits) {
        members.put(p, space);
        pushProducers(p, candidates);
      }
    }
    List<IrOp> ordered = new ArrayList<>(members.keySet());
    ordered.sort(Comparator.comparingInt(position::get));
    java.util.Set<IrOp> prologue = new java.util.HashSet<>();
    for (Map.Entry<IrOp, Space> e : members.entrySet()) {
      if (e.getValue() == Space.PROLOGUE) {
        prologue.add(e.getKey());
      }
    }
    // a constant read only by prologue members or loads there belongs with them; its space does not matter
    return new KernelGroup(ordered, root, prologue, liveOut);
  }

  private static void pushProducers(IrOp op, PriorityQueue<IrOp> candidates) {
    for (IrValue v : op.operands()) {
      if (!v.isParameter()) {
        candidates.add(v.producer());
      }
    }
  }
}
