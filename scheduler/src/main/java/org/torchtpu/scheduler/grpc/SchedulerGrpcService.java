package org.torchtpu.scheduler.grpc;

import io.grpc.Status;
import io.grpc.stub.ServerCallStreamObserver;
import io.grpc.stub.StreamObserver;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.Supplier;
import org.springframework.stereotype.Service;
import org.torchtpu.service.security.Callers;
import org.torchtpu.api.v1.CancelJobRequest;
import org.torchtpu.api.v1.CompleteJobRequest;
import org.torchtpu.api.v1.DescribePodsRequest;
import org.torchtpu.api.v1.DescribePodsResponse;
import org.torchtpu.api.v1.GetJobRequest;
import org.torchtpu.api.v1.HeartbeatRequest;
import org.torchtpu.api.v1.HeartbeatResponse;
import org.torchtpu.api.v1.Job;
import org.torchtpu.api.v1.JobEvent;
import org.torchtpu.api.v1.ListJobsRequest;
import org.torchtpu.api.v1.ListJobsResponse;
import org.torchtpu.api.v1.RegisterHostRequest;
import org.torchtpu.api.v1.RegisterHostResponse;
import org.torchtpu.api.v1.SchedulerGrpc;
import org.torchtpu.api.v1.StartJobRequest;
import org.torchtpu.api.v1.SubmitJobRequest;
import org.torchtpu.api.v1.WatchJobRequest;
import org.torchtpu.scheduler.policy.SchedulerCore;
import org.torchtpu.scheduler.security.JobAccess;

/** The torchtpu.v1.Scheduler gRPC service over the scheduler core. */
@Service
public class SchedulerGrpcService implements SchedulerGrpc.AsyncService, io.grpc.BindableService {
  /**
   * As the generated base class binds it, with every method's large requests checked for structure before they are
   * parsed ({@link org.torchtpu.service.grpc.StructureBound}); the base's bindService is final, so this class implements
   * the service's interface itself.
   */
  @Override
  public io.grpc.ServerServiceDefinition bindService() {
    return org.torchtpu.service.grpc.StructureBound.bind(SchedulerGrpc.bindService(this));
  }

  private final SchedulerCore core;

  public SchedulerGrpcService(SchedulerCore core) {
    this.core = core;
  }

  /** The status a failed call ends with (see {@link SchedulerStatuses}). */
  static Status status(Throwable t) {
    return SchedulerStatuses.of(t);
  }

  private static <T> void unary(StreamObserver<T> out, Supplier<T> call) {
    T result;
    try {
      result = call.get();
    } catch (RuntimeException e) {
      out.onError(status(e).asRuntimeException());
      return;
    }
    out.onNext(result);
    out.onCompleted();
  }

  /** The name of the key that made the call (host registrations are bound to it); null with security off. */
  private static String principal() {
    org.torchtpu.service.security.Caller c = Callers.current();
    return c == null ? null : c.owner();
  }

  /** The job id, once the caller is known to own the job (another tenant's job is NOT_FOUND). */
  private String owned(String jobId) {
    JobAccess.visible(core.get(jobId), Callers.current());
    return jobId;
  }

  @Override
  public void registerHost(RegisterHostRequest req, StreamObserver<RegisterHostResponse> out) {
    unary(out, () -> core.registerHost(req, principal()));
  }

  @Override
  public void heartbeat(HeartbeatRequest req, StreamObserver<HeartbeatResponse> out) {
    unary(out, () -> {
      long lease = core.heartbeat(req.getHostId(), req.getEndpoint().trim(), principal()); // refuses anyone but the host
      return HeartbeatResponse.newBuilder().setLeaseMillis(lease)
          .addAllEndedWorlds(core.endedWorlds(req.getHostId())).build();
    });
  }

  @Override
  public void submitJob(SubmitJobRequest req, StreamObserver<Job> out) {
    unary(out, () -> core.submit(JobAccess.submitting(req, Callers.current())));
  }

  @Override
  public void getJob(GetJobRequest req, StreamObserver<Job> out) {
    unary(out, () -> JobAccess.visible(core.get(req.getJobId()), Callers.current()));
  }

  @Override
  public void listJobs(ListJobsRequest req, StreamObserver<ListJobsResponse> out) {
    unary(out, () -> {
      if (req.getLimit() < 0) {
        throw new IllegalArgumentException("limit " + req.getLimit() + " is negative");
      }
      return ListJobsResponse.newBuilder()
          .addAllJobs(core.list(JobAccess.listedTenant(req.getTenant(), Callers.current()), SchedulerCore.states(req.getStatesList()), req.getLimit())).build();
    });
  }

  @Override
  public void cancelJob(CancelJobRequest req, StreamObserver<Job> out) {
    unary(out, () -> core.cancel(owned(req.getJobId())));
  }

  @Override
  public void startJob(StartJobRequest req, StreamObserver<Job> out) {
    unary(out, () -> core.start(owned(req.getJobId())));
  }

  @Override
  public void completeJob(CompleteJobRequest req, StreamObserver<Job> out) {
    unary(out, () -> core.complete(owned(req.getJobId()), req.getSucceeded(), req.getMessage()));
  }

  @Override
  public void describePods(DescribePodsRequest req, StreamObserver<DescribePodsResponse> out) {
    unary(out, core::describePods);
  }

  @Override
  public void watchJob(WatchJobRequest req, StreamObserver<JobEvent> out) {
    ServerCallStreamObserver<JobEvent> call = (ServerCallStreamObserver<JobEvent>) out;
    AtomicReference<Runnable> stop = new AtomicReference<>();
    call.setOnCancelHandler(() -> {
      Runnable r = stop.get();
      if (r != null) {
        r.run();
      }
    });
    try {
      stop.set(core.watch(owned(req.getJobId()), (event, last) -> {
        if (call.isCancelled()) {
          throw new IllegalStateException("watch cancelled");  // the core drops this watcher
        }
        call.onNext(event);
        if (last) {
          call.onCompleted();
        }
      }));
      if (call.isCancelled()) {
        stop.get().run();
      }
    } catch (RuntimeException e) {
      out.onError(status(e).asRuntimeException());
    }
  }
}
