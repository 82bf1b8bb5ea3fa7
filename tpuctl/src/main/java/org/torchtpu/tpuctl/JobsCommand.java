package org.torchtpu.tpuctl;

import java.io.PrintWriter;
import java.time.Instant;
import java.util.Iterator;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.TimeUnit;
import org.torchtpu.api.v1.CancelJobRequest;
import org.torchtpu.api.v1.GetJobRequest;
import org.torchtpu.api.v1.Job;
import org.torchtpu.api.v1.JobEvent;
import org.torchtpu.api.v1.JobSlice;
import org.torchtpu.api.v1.JobState;
import org.torchtpu.api.v1.ListJobsRequest;
import org.torchtpu.api.v1.ListJobsResponse;
import org.torchtpu.api.v1.SchedulerGrpc;
import org.torchtpu.api.v1.SliceHost;
import org.torchtpu.api.v1.SubmitJobRequest;
import org.torchtpu.api.v1.WatchJobRequest;
import picocli.CommandLine.ArgGroup;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/** {@code tpuctl jobs submit|list|get|watch|cancel}: the scheduler's jobs. */
@Command(name = "jobs", mixinStandardHelpOptions = true, description = "Submit, list, inspect, watch and cancel jobs.",
    subcommands = {JobsCommand.Submit.class, JobsCommand.ListJobs.class, JobsCommand.Get.class,
        JobsCommand.Watch.class, JobsCommand.Cancel.class})
final class JobsCommand implements Runnable {
  @Spec
  CommandSpec spec;

  @Override
  public void run() {
    throw new picocli.CommandLine.ParameterException(spec.commandLine(),
        "name a jobs command: submit, list, get, watch or cancel");
  }

  private static SchedulerGrpc.SchedulerBlockingStub stub(io.grpc.Channel channel, Tpuctl root) {
    return SchedulerGrpc.newBlockingStub(channel).withDeadlineAfter(root.timeoutSeconds, TimeUnit.SECONDS);
  }

  @Command(name = "submit", mixinStandardHelpOptions = true, description = "Submit a job asking for a slice.")
  static final class Submit implements Runnable {
    @Spec
    CommandSpec spec;

    @Option(names = "--tenant", required = true, description = "the tenant the job belongs to")
    String tenant;

    static final class Size {
      @Option(names = "--chips", description = "chips wanted; the scheduler picks the most compact box")
      int chips;

      @Option(names = "--topology", description = "the slice's box, e.g. 2x2x2 or 4x4")
      String topology;
    }

    @ArgGroup(exclusive = true, multiplicity = "1")
    Size size;

    @Option(names = "--generation", description = "v4, v5e, v5p, v6e or v7 (default: the scheduler's)")
    String generation;

    @Option(names = "--priority", defaultValue = "0", description = "0..1000, higher first (default: 0)")
    int priority;

    @Option(names = "--name", defaultValue = "", description = "free text for people")
    String name;

    @Option(names = "--time-limit", defaultValue = "0", paramLabel = "SECONDS",
        description = "fail the job when it runs longer (default: the scheduler's)")
    long timeLimitSeconds;

    @Option(names = "--requeue-on-host-failure", description = "queue the job again when one of its hosts fails")
    boolean requeue;

    @Override
    public void run() {
      SubmitJobRequest.Builder req = SubmitJobRequest.newBuilder().setTenant(tenant).setPriority(priority)
          .setName(name).setTimeLimitSeconds(timeLimitSeconds).setRequeueOnHostFailure(requeue);
      if (size.topology != null) {
        req.setTopology(size.topology);
      } else {
        req.setChipCount(size.chips);
      }
      if (generation != null) {
        req.setGeneration(Tpuctl.generation(generation));
      }
      Tpuctl root = Tpuctl.root(spec);
      Job job = root.withChannel(Tpuctl.SCHEDULER, ch -> stub(ch, root).submitJob(req.build()));
      spec.commandLine().getOut().println("submitted " + Printable.of(job.getJobId()) + ": " + state(job));
    }
  }

  @Command(name = "list", mixinStandardHelpOptions = true, description = "List jobs, newest first as the scheduler orders them.")
  static final class ListJobs implements Runnable {
    @Spec
    CommandSpec spec;

    @Option(names = "--tenant", defaultValue = "", description = "only this tenant's jobs")
    String tenant;

    @Option(names = "--state", split = ",", description = "only jobs in these states, e.g. QUEUED,RUNNING")
    List<JobState> states = List.of();

    @Option(names = "--limit", defaultValue = "0", description = "at most this many (default: the scheduler's, 1000)")
    int limit;

    @Override
    public void run() {
      Tpuctl root = Tpuctl.root(spec);
      ListJobsResponse jobs = root.withChannel(Tpuctl.SCHEDULER, ch -> stub(ch, root).listJobs(
          ListJobsRequest.newBuilder().setTenant(tenant).addAllStates(states).setLimit(limit).build()));
      Table table = new Table("JOB", "TENANT", "NAME", "STATE", "GEN", "CHIPS", "SLICE", "PRIORITY", "REASON");
      for (Job j : jobs.getJobsList()) {
        table.row(j.getJobId(), j.getTenant(), j.getName().isEmpty() ? "-" : j.getName(), j.getState(),
            Tpuctl.name(j.getGeneration()), j.getChipCount() == 0 ? "-" : j.getChipCount(), slice(j),
            j.getPriority(), j.getReason());
      }
      PrintWriter out = spec.commandLine().getOut();
      table.print(out);
      out.println(jobs.getJobsCount() + " job(s)");
    }
  }

  @Command(name = "get", mixinStandardHelpOptions = true, description = "Show one job: state, slice, times.")
  static final class Get implements Runnable {
    @Spec
    CommandSpec spec;

    @Parameters(paramLabel = "JOB_ID")
    String jobId;

    @Override
    public void run() {
      Tpuctl root = Tpuctl.root(spec);
      Job j = root.withChannel(Tpuctl.SCHEDULER,
          ch -> stub(ch, root).getJob(GetJobRequest.newBuilder().setJobId(jobId).build()));
      PrintWriter out = spec.commandLine().getOut();
      out.println("job         " + Printable.of(j.getJobId()) + (j.getName().isEmpty() ? "" : " (" + Printable.of(j.getName()) + ")"));
      out.println("tenant      " + Printable.of(j.getTenant()));
      out.println("state       " + state(j));
      out.println("generation  " + Tpuctl.name(j.getGeneration()));
      out.println("asked       " + (j.getTopology().isEmpty() ? j.getChipCount() + " chips" : Printable.of(j.getTopology()))
          + ", priority " + j.getPriority());
      out.println("slice       " + slice(j));
      for (SliceHost h : j.getSlice().getHostsList()) {
        out.println("  host      " + h.getHostId() + " " + h.getEndpoint() + " chips " + h.getChipsList().stream()
            .map(c -> String.valueOf(c.getIndex())).toList());
      }
      out.println("submitted   " + time(j.getSubmitTimeMillis()));
      out.println("scheduled   " + time(j.getScheduleTimeMillis()));
      out.println("started     " + time(j.getStartTimeMillis()));
      out.println("ended       " + time(j.getEndTimeMillis()));
      out.println("preemptions " + j.getPreemptions() + ", requeues " + j.getRequeues());
    }
  }

  @Command(name = "watch", mixinStandardHelpOptions = true,
      description = "Print the job's state, then every change, until it ends.")
  static final class Watch implements Runnable {
    @Spec
    CommandSpec spec;

    @Parameters(paramLabel = "JOB_ID")
    String jobId;

    @Override
    public void run() {
      Tpuctl root = Tpuctl.root(spec);
      PrintWriter out = spec.commandLine().getOut();
      root.withChannel(Tpuctl.SCHEDULER, ch -> {
        // No deadline: the stream lasts as long as the job.
        Iterator<JobEvent> events = SchedulerGrpc.newBlockingStub(ch)
            .watchJob(WatchJobRequest.newBuilder().setJobId(jobId).build());
        while (events.hasNext()) {
          JobEvent e = events.next();
          out.println(time(e.getTimeMillis()) + "  " + e.getState()
              + (e.getReason().isEmpty() ? "" : "  " + Printable.of(e.getReason()))
              + (e.hasPreemption() ? "  (preempted for " + (e.getPreemption().getPreemptedFor().isEmpty()
                  ? "a job of another tenant" : Printable.of(e.getPreemption().getPreemptedFor())) + ")" : ""));
          out.flush();
        }
        return null;
      });
    }
  }

  @Command(name = "cancel", mixinStandardHelpOptions = true, description = "Cancel a job (its chips are freed).")
  static final class Cancel implements Runnable {
    @Spec
    CommandSpec spec;

    @Parameters(paramLabel = "JOB_ID")
    String jobId;

    @Override
    public void run() {
      Tpuctl root = Tpuctl.root(spec);
      Job j = root.withChannel(Tpuctl.SCHEDULER,
          ch -> stub(ch, root).cancelJob(CancelJobRequest.newBuilder().setJobId(jobId).build()));
      spec.commandLine().getOut().println(Printable.of(j.getJobId()) + ": " + state(j));
    }
  }

  static String state(Job j) {
    return j.getState() + (j.getReason().isEmpty() ? "" : " (" + Printable.of(j.getReason()) + ")");
  }

  /** "2x2x2 at (0,0,0) in pod-a", or "-" when the job holds no chips. */
  static String slice(Job j) {
    if (!j.hasSlice() || j.getSlice().getTopology().isEmpty()) {
      return "-";
    }
    JobSlice s = j.getSlice();
    return String.format(Locale.ROOT, "%s@%d,%d,%d", s.getTopology(), s.getOrigin().getX(), s.getOrigin().getY(),
        s.getOrigin().getZ());
  }

  static String time(long epochMillis) {
    return epochMillis == 0 ? "-" : Instant.ofEpochMilli(epochMillis).toString();
  }
}
