package org.torchtpu.scheduler.security;

import org.torchtpu.service.security.Caller;
import org.torchtpu.api.v1.Job;
import org.torchtpu.api.v1.SubmitJobRequest;
import org.torchtpu.scheduler.policy.Echo;
import org.torchtpu.scheduler.policy.SchedulerException;

/**
 * Who may act on which job, for the gRPC service and REST alike. A tenant key submits jobs for its
 * own tenant only and sees only its own jobs: another tenant's job id is NOT_FOUND, worded as for
 * a job that does not exist. A job's tenant always comes from a tenant key: admin keys see and
 * cancel every job but submit none, service keys have no job access at all. A null caller
 * (security off) may do anything.
 */
public final class JobAccess {
  private JobAccess() {}

  /** The request with its tenant taken from the key: a tenant key may leave it empty or restate it. */
  public static SubmitJobRequest submitting(SubmitJobRequest req, Caller caller) {
    if (caller == null) {
      return req; // security off: the tenant is the request's
    }
    if (!caller.isTenant()) {
      throw SchedulerException.notAllowed("a job is submitted with its tenant's key; the "
          + caller.role().name().toLowerCase(java.util.Locale.ROOT) + " key of " + caller.owner() + " cannot submit for "
          + (req.getTenant().isEmpty() ? "a tenant" : "tenant " + Echo.of(req.getTenant())));
    }
    if (!req.getTenant().isEmpty() && !req.getTenant().equals(caller.name())) {
      throw SchedulerException.notAllowed("the API key belongs to tenant " + caller.name()
          + "; it cannot submit a job for tenant " + Echo.of(req.getTenant()));
    }
    return req.toBuilder().setTenant(caller.name()).build();
  }

  /** The job, if the caller may see it; NOT_FOUND (as for an unknown id) if it is another tenant's. */
  public static Job visible(Job job, Caller caller) {
    if (caller != null && caller.role() == Caller.Role.SERVICE) {
      throw SchedulerException.notAllowed("service keys have no access to jobs");
    }
    if (caller != null && caller.isTenant() && !caller.name().equals(job.getTenant())) {
      throw SchedulerException.notFound("job " + job.getJobId() + " not found");
    }
    return job;
  }

  /** The tenant whose jobs a listing shows: a tenant key lists its own only. */
  public static String listedTenant(String requested, Caller caller) {
    if (caller != null && caller.role() == Caller.Role.SERVICE) {
      throw SchedulerException.notAllowed("service keys cannot list jobs");
    }
    if (caller == null || !caller.isTenant()) {
      return requested;
    }
    if (requested != null && !requested.isEmpty() && !requested.equals(caller.name())) {
      throw SchedulerException.notAllowed("the API key belongs to tenant " + caller.name()
          + "; it cannot list the jobs of tenant " + Echo.of(requested));
    }
    return caller.name();
  }
}
