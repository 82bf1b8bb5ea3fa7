package org.torchtpu.server.fabric;

import com.google.protobuf.ByteString;
import io.grpc.Status;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.torchtpu.api.v1.ShardHeader;
import org.torchtpu.api.v1.WorldMembership;

/**
 * One rank's rounds in the groups it uses: the round (sequence number in the group) of each collective it issues, and
 * telling the other members of a group that the rank gave a round of it up without completing it (its wait timed out or
 * failed, its op failed before it entered, its stream skipped it, its session closed), so that they fail that round at
 * once, or on reaching it, and drop its parts, instead of matching them with a later collective (see
 * {@link Mailbox#abandon}). Members on this host are told in memory; every other host once, by a data-less part
 * ({@code ShardHeader.abandoned}) on the same open stream as the parts, so it follows the rank's part of that round.
 * Sent only on a failure: a collective that completes costs nothing more.
 */
final class GroupRounds {
  private final WorldRegistry registry;
  private final WorldMembership membership;
  private final String tenant;
  private final long timeoutMillis;

  /**
   * Collectives issued so far per group key. Only the session's queue numbers them (one task at a time: on the
   * session's thread, or a transport thread lent to an idle queue; the queue's lock orders them); {@link #giveUpNext}
   * reads them from the closing thread, hence a concurrent map whose lookup of a known group takes no lock.
   */
  private final Map<String, Group> issued = new java.util.concurrent.ConcurrentHashMap<>();

  /** A group this rank used: its members, the rounds issued in it so far, and the fence on it if any. */
  private static final class Group {
    final List<Integer> members;
    final java.util.concurrent.atomic.AtomicLong rounds = new java.util.concurrent.atomic.AtomicLong();
    /** Why the group is fenced and from which round (see {@link #fence}); null while it is not (read on every round). */
    volatile Fence fence;

    Group(List<Integer> members) {
      this.members = members;
    }

    List<Integer> members() {
      return members;
    }

    java.util.concurrent.atomic.AtomicLong rounds() {
      return rounds;
    }
  }

  /** A group's fence: every round from {@code from} on fails with {@code code} and {@code why}. */
  private record Fence(long from, Status.Code code, String why) {}

  GroupRounds(WorldRegistry registry, WorldMembership membership, String tenant, long timeoutMillis) {
    this.registry = registry;
    this.membership = membership;
    this.tenant = tenant;
    this.timeoutMillis = timeoutMillis;
  }

  /** The round of this rank's next collective in group {@code key} ({@code group}'s members): rounds issued so far + 1. */
  long next(String key, List<Integer> group) {
    Group g = group(key, group);
    long round = g.rounds().incrementAndGet();
    Fence f = g.fence; // one volatile read: null unless a call of a program with collectives failed
    if (f != null && round >= f.from()) {
      throw new org.torchtpu.server.runtime.CollectiveFailure(Status.Code.FAILED_PRECONDITION, "collective #" + round
          + " of group [" + key + "] in world " + membership.getWorldId() + " cannot run: the group is fenced from"
          + " collective #" + f.from() + " on (" + f.why() + "); its collectives fail until every rank of the world has"
          + " closed its session and joined again");
    }
    return round;
  }

  /** Whether collective {@code round} of group {@code key} is fenced (see {@link #next}). */
  boolean fenced(String key, long round) {
    Group g = issued.get(key);
    Fence f = g == null ? null : g.fence;
    return f != null && round >= f.from();
  }

  private Group group(String key, List<Integer> group) {
    Group g = issued.get(key); // no lock once the group is known
    if (g == null) {
      g = issued.computeIfAbsent(key, k -> new Group(List.copyOf(group)));
    }
    return g;
  }

  /** Fences the group of each of {@code collectives} (a program's, see {@code CollectiveRunner#fence}), once each. */
  void fence(List<org.torchtpu.api.v1.Op> collectives, Status.Code code, String why) {
    java.util.Set<String> done = new java.util.HashSet<>();
    for (org.torchtpu.api.v1.Op op : collectives) {
      if (org.torchtpu.server.runtime.CollectiveRunner.outsidePermute(op, membership.getRank())) {
        continue;
      }
      List<Integer> group;
      try {
        group = org.torchtpu.server.runtime.CollectiveRunner.checkedGroup(op, membership);
      } catch (org.torchtpu.server.runtime.CollectiveFailure e) {
        continue; // no group: nobody to fence
      }
      String key = org.torchtpu.api.ir.Collectives.groupKey(op, group);
      if (done.add(key)) {
        fence(group, key, code, why);
      }
    }
  }

  /**
   * This rank fences group {@code key} ({@code group}'s members) from its next round on (see
   * {@code CollectiveRunner#fence}): its own later collectives of the group fail, and so do the other members' (told in
   * memory here, by a data-less {@code ShardHeader.fence_group} note elsewhere), naming the round and {@code why}.
   */
  void fence(List<Integer> group, String key, Status.Code code, String why) {
    Group g = group(key, group);
    long from = g.rounds().get() + 1;
    fencedBy(key, group, from, code, why);
    int rank = membership.getRank();
    String world = membership.getWorldId();
    Map<String, List<Integer>> remote = new LinkedHashMap<>();
    for (int member : group) {
      if (member == rank) {
        continue;
      }
      RankEndpoint local = registry.local(world, member);
      if (local != null) {
        local.fenced(key, group, from, code, why);
      } else {
        remote.computeIfAbsent(membership.getPeers(member).getAddress(), a -> new ArrayList<>()).add(member);
      }
    }
    sendNotes(remote, ShardHeader.newBuilder()
        .setWorldId(world)
        .setTenant(tenant)
        .setGroupKey(key)
        .setGroupSequence(from)
        .setSourceRank(rank)
        .setAbandoned(why)
        .setAbandonedCode(code.value())
        .setFenceGroup(true));
  }

  /**
   * A member (or this rank) fenced group {@code key} from round {@code from} on: this rank's later collectives of it
   * fail, and one waiting in such a round now fails at once. The earliest fence stays. {@code group} may be empty (a
   * note from another host names no members): the group is fenced on every member already, so a closing rank's note on
   * its next round ({@link #giveUpNext}) is not needed for it.
   */
  void fencedBy(String key, List<Integer> group, long from, Status.Code code, String why) {
    Group g = group(key, group);
    synchronized (g) {
      if (g.fence == null || from < g.fence.from()) {
        g.fence = new Fence(from, code, why);
      }
    }
    registry.mailbox().failFrom(membership.getWorldId(), membership.getRank(), key, from,
        new Mailbox.CollectiveFailureNote(code, "the group is fenced from collective #" + from + " on (" + why + ")",
            true));
  }

  /**
   * This rank will issue no further round of any group it used (its session is closing): members already waiting in the
   * next round of one fail at once rather than at their timeout ({@code why} names the leave). A member reaching it
   * later still waits for its timeout: no note is kept, as the member's next session may number from 1 again. A round
   * in flight is given up by its own waiter, which wakes failed.
   */
  void giveUpNext(Status.Code code, String why) {
    for (Map.Entry<String, Group> g : issued.entrySet()) {
      long next = g.getValue().rounds().get() + 1;
      giveUp(g.getValue().members(), g.getKey(), next, code, why + " before collective #" + next + " of group ["
          + g.getKey() + "]", true);
    }
  }

  /** This rank gave up round {@code sequence} of group {@code key} ({@code group}'s members): {@code reason} says why. */
  void giveUp(List<Integer> group, String key, long sequence, Status.Code code, String reason) {
    giveUp(group, key, sequence, code, reason, false);
  }

  /**
   * As {@link #giveUp(List, String, long, Status.Code, String)}, telling only members already waiting in the round: the
   * round this rank's session was in when it closed. The note may land after the member's session closed and its world
   * was joined again (a restart reuses the world id); a kept note would then fail that new session's round of the same
   * number.
   */
  void giveUpIfWaiting(List<Integer> group, String key, long sequence, Status.Code code, String reason) {
    giveUp(group, key, sequence, code, reason, true);
  }

  /**
   * @param onlyIfWaiting tell only members already waiting in the round: one that has not reached it keeps nothing (a
   *     closing rank's next round; a later session of that member numbers from 1 again)
   */
  private void giveUp(List<Integer> group, String key, long sequence, Status.Code code, String reason,
      boolean onlyIfWaiting) {
    int rank = membership.getRank();
    String world = membership.getWorldId();
    Mailbox.CollectiveFailureNote note = new Mailbox.CollectiveFailureNote(code, reason, true);
    Map<String, List<Integer>> remote = new LinkedHashMap<>();
    for (int member : group) {
      if (member == rank) {
        continue;
      }
      if (registry.local(world, member) != null) {
        Mailbox.Key k = new Mailbox.Key(world, member, key, sequence);
        if (onlyIfWaiting) {
          registry.mailbox().abandonIfWaiting(k, note);
        } else {
          registry.mailbox().abandon(k, note, tenant);
        }
      } else {
        remote.computeIfAbsent(membership.getPeers(member).getAddress(), a -> new ArrayList<>()).add(member);
      }
    }
    sendNotes(remote, ShardHeader.newBuilder()
        .setWorldId(world)
        .setTenant(tenant)
        .setGroupKey(key)
        .setGroupSequence(sequence)
        .setSourceRank(rank)
        .setAbandoned(reason)
        .setAbandonedCode(code.value())
        .setAbandonedIfWaiting(onlyIfWaiting));
  }

  /**
   * Sends {@code note} (a data-less header) to each host's members in {@code remote}, one per host. A host that cannot
   * be reached now gets no note: its members fail at their own timeout, as before (this rank sends nothing more).
   */
  private void sendNotes(Map<String, List<Integer>> remote, ShardHeader.Builder note) {
    for (Map.Entry<String, List<Integer>> host : remote.entrySet()) {
      List<Integer> members = host.getValue();
      ShardHeader header = note.clone()
          .setTargetRank(members.get(0))
          .addAllOtherTargetRanks(members.subList(1, members.size()))
          .build();
      try {
        registry.client().deliver(host.getKey(), header, ByteString.EMPTY, Math.max(1000, timeoutMillis));
      } catch (RuntimeException e) {
        // unreachable now: see above
      }
    }
  }
}
