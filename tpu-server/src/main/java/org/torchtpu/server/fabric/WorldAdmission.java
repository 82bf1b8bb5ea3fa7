package org.torchtpu.server.fabric;

import java.time.Clock;
import org.torchtpu.api.v1.WorldMembership;
import org.torchtpu.server.security.EndedWorlds;
import org.torchtpu.server.security.PodTrust;
import org.torchtpu.service.error.DomainException;

/**
 * Decides whether a session may take its seat in a world. With keys on, a membership is the
 * scheduler's grant, never the client's choice: it must carry a valid seal (so its world id, peers
 * as the pod registered them, topology, tenant, job and expiry are the scheduler's), be unexpired,
 * be issued to the session's own tenant, and name this host as the rank's peer. Since every peer
 * then comes from the scheduler's registry, this host's Fabric calls, which carry its service key,
 * only ever go to registered hosts. With keys off, any well-formed membership is accepted (local
 * development and hand-built worlds). A world the scheduler says has ended ({@link EndedWorlds}) is refused
 * either way.
 */
final class WorldAdmission {
  private final PodTrust trust;
  /** This host's Runtime endpoint as it registers it with the scheduler. */
  private final String hostEndpoint;
  private final Clock clock;
  private final EndedWorlds ended;

  WorldAdmission(PodTrust trust, String hostEndpoint, Clock clock) {
    this(trust, hostEndpoint, clock, new EndedWorlds());
  }

  WorldAdmission(PodTrust trust, String hostEndpoint, Clock clock, EndedWorlds ended) {
    this.trust = trust;
    this.hostEndpoint = hostEndpoint;
    this.clock = clock;
    this.ended = ended;
  }

  static WorldAdmission open() {
    return new WorldAdmission(PodTrust.off(), "", Clock.systemUTC());
  }

  /** Whether memberships are checked (keys on). */
  boolean enforced() {
    return trust.enforced();
  }

  /**
   * With keys on, the seal and the tenant are checked before anything this host knows of the world (whether it
   * ended): a forged or another tenant's membership learns nothing of which worlds existed here.
   *
   * @throws DomainException NOT_ALLOWED or WRONG_STATE naming why the seat is refused
   */
  void admit(String tenant, WorldMembership world) {
    if (trust.enforced()) {
      requireIssuedTo(tenant, world);
    }
    if (ended.hasEnded(world.getWorldId())) { // with keys off too: the scheduler placed it and took it back
      throw DomainException.notAllowed("world " + world.getWorldId() + " has ended: the scheduler took back the chips of "
          + "that placement of job " + world.getJobId() + "; take the job's current world from the job (Job.world)");
    }
    if (!trust.enforced()) {
      return;
    }
    String w = "world " + world.getWorldId();
    if (clock.millis() >= world.getExpiresMillis()) {
      throw DomainException.notAllowed(w + ": the membership of job " + world.getJobId() + " expired at "
          + world.getExpiresMillis() + " (epoch ms)");
    }
    String mine = world.getPeers(world.getRank()).getAddress();
    if (!mine.equals(hostEndpoint)) {
      throw DomainException.notAllowed(w + ": rank " + world.getRank() + " belongs on " + mine
          + ", this host is " + hostEndpoint + "; open the session there");
    }
  }

  /** The membership is the scheduler's (its seal verifies) and was issued to {@code tenant}. */
  private void requireIssuedTo(String tenant, WorldMembership world) {
    String w = "world " + world.getWorldId();
    if (trust.worlds() == null) {
      throw DomainException.wrongState(w + ": this host cannot verify world memberships "
          + "(torchtpu.security.pod-secret is not set while API keys are on)");
    }
    if (world.getSeal().isEmpty() || !trust.worlds().verifies(world)) {
      throw DomainException.notAllowed(w + ": the membership is not one the scheduler issued (seal "
          + (world.getSeal().isEmpty() ? "missing" : "does not match its fields")
          + "); take it from the job (Job.world) as the scheduler placed it");
    }
    if (!world.getTenant().equals(tenant)) {
      throw DomainException.notAllowed(w + ": the membership was issued to another tenant, not to "
          + tenant);
    }
  }
}
