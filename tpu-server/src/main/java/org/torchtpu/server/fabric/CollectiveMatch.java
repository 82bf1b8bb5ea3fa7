package org.torchtpu.server.fabric;

import com.google.protobuf.Message;
import com.google.protobuf.TextFormat;
import io.grpc.Status;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.torchtpu.api.ir.Shapes;
import org.torchtpu.api.ir.TypeInference;
import org.torchtpu.api.v1.Op;
import org.torchtpu.api.v1.ShardHeader;
import org.torchtpu.api.v1.TensorType;
import org.torchtpu.server.runtime.CollectiveFailure;

/** Whether every member of a collective issued the same op on the same types; the message naming who differs when not. */
final class CollectiveMatch {
  private CollectiveMatch() {}

  /** Every member must have issued the same op on the same types (send and recv: the same type). */
  static void check(String what, Op op, List<Integer> group, int rank, Op issued, List<TensorType> operandTypes,
      Map<Integer, Shard> parts) {
    Map<String, List<Integer>> byDescription = new LinkedHashMap<>();
    if (op.hasSend() || op.hasRecv()) {
      int sender = group.get(0);
      int receiver = group.get(1);
      TensorType mine = op.hasSend() ? operandTypes.get(0) : op.getRecv().getType();
      ShardHeader peer = parts.get(op.hasSend() ? receiver : sender).header();
      TensorType theirs = op.hasSend() ? peer.getIssued().getRecv().getType() : peer.getOperandTypes(0);
      if (!mine.equals(theirs)) {
        TensorType sent = op.hasSend() ? mine : theirs;
        TensorType expected = op.hasSend() ? theirs : mine;
        throw new CollectiveFailure(Status.Code.FAILED_PRECONDITION, what + " does not match: rank " + sender
            + " sends " + Shapes.toString(sent) + ", rank " + receiver + " receives " + Shapes.toString(expected));
      }
      return;
    }
    boolean allSame = true;
    for (int member : group) {
      if (member != rank) {
        ShardHeader h = parts.get(member).header();
        allSame &= h.getIssued().equals(issued) && h.getOperandTypesList().equals(operandTypes);
      }
    }
    if (allSame) {
      return; // the usual case: no need to print every member's op
    }
    for (int member : group) {
      String description = member == rank ? describe(issued, operandTypes)
          : describe(parts.get(member).header().getIssued(), parts.get(member).header().getOperandTypesList());
      byDescription.computeIfAbsent(description, d -> new ArrayList<>()).add(member);
    }
    if (byDescription.size() > 1) {
      StringBuilder sb = new StringBuilder(what).append(" does not match across ranks: ");
      boolean first = true;
      for (Map.Entry<String, List<Integer>> e : byDescription.entrySet()) {
        sb.append(first ? "" : "; ").append(e.getValue().size() == 1 ? "rank " : "ranks ")
            .append(e.getValue().toString().replaceAll("[\\[\\]]", "")).append(" issued ").append(e.getKey());
        first = false;
      }
      throw new CollectiveFailure(Status.Code.FAILED_PRECONDITION, sb.toString());
    }
  }

  /**
   * Every member must have issued the same collective: the same one of the same program, or each a collective of its
   * stream ({@code identity} empty). Checked after {@link #check}, so kind and types already agree: what differs is which
   * collective, e.g. a psum inside an {@code if} on partition_id on one rank and a later psum of the same shape on the
   * others, which would otherwise be summed together.
   */
  static void checkIdentity(String what, List<Integer> group, int rank, String identity, Map<Integer, Shard> parts) {
    for (int member : group) {
      if (member != rank && !parts.get(member).header().getCollectiveId().equals(identity)) {
        String theirs = parts.get(member).header().getCollectiveId();
        throw new CollectiveFailure(Status.Code.FAILED_PRECONDITION, what + " pairs different collectives: rank " + rank
            + " issued " + name(identity) + ", rank " + member + " issued " + name(theirs) + " (a rank skipped or"
            + " took a branch with collectives the others did not)");
      }
    }
  }

  private static String name(String identity) {
    return identity.isEmpty() ? "a collective of its stream" : "the " + identity;
  }

  private static String describe(Op issued, List<TensorType> operandTypes) {
    StringBuilder sb = new StringBuilder(TypeInference.kindName(issued));
    Object attributes = issued.getField(issued.getDescriptorForType().findFieldByNumber(issued.getKindCase().getNumber()));
    String text = TextFormat.printer().shortDebugString((Message) attributes);
    sb.append('(').append(text).append(')');
    for (int i = 0; i < operandTypes.size(); i++) {
      sb.append(i == 0 ? " on " : ", ").append(Shapes.toString(operandTypes.get(i)));
    }
    return sb.toString();
  }
}
