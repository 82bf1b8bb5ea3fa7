package org.torchtpu.server.advisor;

import io.grpc.StatusRuntimeException;
import io.grpc.stub.StreamObserver;
import org.springframework.stereotype.Service;
import org.torchtpu.api.v1.AdviceReport;
import org.torchtpu.api.v1.AdviseRequest;
import org.torchtpu.api.v1.AdvisorGrpc;
import org.torchtpu.server.chip.Host;
import org.torchtpu.server.compiler.CompileStop;
import org.torchtpu.server.exec.Executor;
import org.torchtpu.server.runtime.Admission;
import org.torchtpu.service.error.ServiceStatuses;
import org.torchtpu.service.security.Caller;
import org.torchtpu.service.security.Callers;

/** gRPC {@code torchtpu.v1.Advisor}: the hardware advisor for this host's generation (or the one asked for). */
@Service
public class AdvisorService implements AdvisorGrpc.AsyncService, io.grpc.BindableService {
  /**
   * As the generated base class binds it, with every method's large requests checked for structure before they are
   * parsed ({@link org.torchtpu.service.grpc.StructureBound}); the base's bindService is final, so this class implements
   * the service's interface itself.
   */
  @Override
  public io.grpc.ServerServiceDefinition bindService() {
    return org.torchtpu.service.grpc.StructureBound.bind(AdvisorGrpc.bindService(this));
  }

  private final HardwareAdvisor advisor;
  private final Host host;
  /** The host's compile bulkhead (null: none, for tests that build the service by hand). */
  private final Admission admission;

  public AdvisorService(Executor executor, Host host) {
    this(executor, host, null);
  }

  /**
   * Advice on a graph compiles it with Runtime.Compile's pass pipeline, so it takes a slot of the same compile
   * bulkhead ({@code torchtpu.limits.concurrent-compiles}): any key may call the advisor, and without the bulkhead
   * one tenant's flood of Advise calls would run that many compiles at once and starve every tenant's work.
   */
  @org.springframework.beans.factory.annotation.Autowired
  public AdvisorService(Executor executor, Host host, Admission admission) {
    this.advisor = new HardwareAdvisor(executor);
    this.host = host;
    this.admission = admission;
  }

  /**
   * The report, or a {@link StatusRuntimeException}: INVALID_ARGUMENT for a malformed subject, RESOURCE_EXHAUSTED
   * for a graph that cannot fit the chip, INTERNAL (the cause in the log) for a fault of the advisor itself.
   */
  public AdviceReport advise(AdviseRequest request) {
    return advise(request, Callers.current(), io.grpc.Context.current()::isCancelled);
  }

  /**
   * As {@link #advise(AdviseRequest)} for {@code caller} (null with keys off): the REST face passes its request's
   * caller, which gRPC's context does not hold, so that its calls are counted by their own key and not all under one
   * nameless owner. {@code stopped}: whether the call is no longer wanted (gRPC: cancelled; REST: its key revoked),
   * asked by the advice's own compile ({@link CompileStop}; each call compiles its own, shared with nobody).
   */
  public AdviceReport advise(AdviseRequest request, Caller caller, java.util.function.BooleanSupplier stopped) {
    try {
      if (admission == null) {
        return CompileStop.whileWanted(stopped, () -> advisor.advise(request, host.generation()));
      }
      // no session to count it by: the caller's own name, so one key's flood of Advise calls parks at most
      // tenant-waiting-calls threads in the shared compile bulkhead
      String owner = caller == null ? "" : caller.owner();
      return admission.waiting(owner, "Advise", () -> admission.compile(owner,
          () -> CompileStop.whileWanted(stopped, () -> advisor.advise(request, host.generation(), owner))));
    } catch (org.torchtpu.server.exec.RunCancelledException e) {
      // stopped part way because nobody wants it (cancelled, key revoked): not a fault of the advisor
      throw io.grpc.Status.CANCELLED.withDescription(e.getMessage()).asRuntimeException();
    } catch (RuntimeException e) {
      throw ServiceStatuses.toException(e, "advisor failed");
    }
  }

  @Override
  public void advise(AdviseRequest request, StreamObserver<AdviceReport> out) {
    AdviceReport report;
    try {
      report = advise(request);
    } catch (StatusRuntimeException e) {
      out.onError(e);
      return;
    }
    out.onNext(report);
    out.onCompleted();
  }
}
