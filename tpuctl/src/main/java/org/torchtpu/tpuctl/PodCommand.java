package org.torchtpu.tpuctl;

import java.io.PrintWriter;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.TimeUnit;
import org.torchtpu.api.v1.DescribePodsRequest;
import org.torchtpu.api.v1.DescribePodsResponse;
import org.torchtpu.api.v1.Pod;
import org.torchtpu.api.v1.PodChip;
import org.torchtpu.api.v1.PodHost;
import org.torchtpu.api.v1.SchedulerGrpc;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/**
 * {@code tpuctl pod}: each pod's torus as text, one grid per z plane, every chip a letter naming the job that holds
 * it ('.' free, 'r' reserved, 'x' unhealthy, ' ' no chip registered there).
 */
@Command(name = "pod", mixinStandardHelpOptions = true,
    description = "Show the pod torus: which chips belong to which job.")
final class PodCommand implements Runnable {
  static final String JOB_LETTERS = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz";

  @Spec
  CommandSpec spec;

  @Option(names = "--pod", description = "only this pod")
  String podName;

  @Override
  public void run() {
    Tpuctl root = Tpuctl.root(spec);
    DescribePodsResponse pods = root.withChannel(Tpuctl.SCHEDULER, ch -> SchedulerGrpc.newBlockingStub(ch)
        .withDeadlineAfter(root.timeoutSeconds, TimeUnit.SECONDS).describePods(DescribePodsRequest.getDefaultInstance()));
    PrintWriter out = spec.commandLine().getOut();
    List<Pod> shown = pods.getPodsList().stream().filter(p -> podName == null || p.getName().equals(podName)).toList();
    if (shown.isEmpty()) {
      throw new Tpuctl.InputException(podName == null ? "the scheduler has no pods"
          : "no pod named '" + podName + "'; pods: " + pods.getPodsList().stream().map(Pod::getName).toList());
    }
    for (Pod pod : shown) {
      print(pod, out);
    }
  }

  static void print(Pod pod, PrintWriter out) {
    int[] dims = dims(pod.getDims());
    out.printf("pod %s (%s, %s): %d chips registered, %d healthy, %d busy%n", pod.getName(),
        Tpuctl.name(pod.getGeneration()), pod.getDims(), pod.getRegisteredChips(), pod.getHealthyChips(),
        pod.getBusyChips());
    for (PodHost h : pod.getHostsList()) {
      out.printf("  host %s %s, %d chips, %s%n", h.getHostId(), h.getEndpoint(), h.getChips(),
          h.getHealthy() ? "healthy" : "UNHEALTHY");
    }
    Map<String, Character> letters = new TreeMap<>();
    for (PodChip c : pod.getChipsList()) {
      if (!c.getJobId().isEmpty()) {
        letters.putIfAbsent(c.getJobId(), '?');
      }
    }
    int next = 0;
    for (Map.Entry<String, Character> e : letters.entrySet()) {
      e.setValue(next < JOB_LETTERS.length() ? JOB_LETTERS.charAt(next++) : '#');
    }
    Map<Long, Character> cells = new HashMap<>();
    for (PodChip c : pod.getChipsList()) {
      char cell = switch (c.getState()) {
        case "unhealthy" -> 'x';
        case "reserved" -> c.getJobId().isEmpty() ? 'r' : Character.toLowerCase(letters.get(c.getJobId()));
        case "busy" -> c.getJobId().isEmpty() ? '*' : letters.get(c.getJobId());
        default -> c.getJobId().isEmpty() ? '.' : letters.get(c.getJobId());
      };
      cells.put(key(c.getCoord().getX(), c.getCoord().getY(), c.getCoord().getZ()), cell);
    }
    for (int z = 0; z < dims[2]; z++) {
      if (dims[2] > 1) {
        out.println("  z=" + z);
      }
      StringBuilder header = new StringBuilder("    y\\x");
      for (int x = 0; x < dims[0]; x++) {
        header.append(String.format(" %2d", x));
      }
      out.println(header);
      for (int y = 0; y < dims[1]; y++) {
        StringBuilder row = new StringBuilder(String.format("    %3d", y));
        for (int x = 0; x < dims[0]; x++) {
          row.append("  ").append(cells.getOrDefault(key(x, y, z), ' '));
        }
        out.println(row.toString().stripTrailing());
      }
    }
    StringBuilder legend = new StringBuilder("  legend: . free, x unhealthy, r reserved");
    for (Map.Entry<String, Character> e : letters.entrySet()) {
      legend.append(", ").append(e.getValue()).append(' ').append(e.getKey());
    }
    out.println(legend);
  }

  private static long key(int x, int y, int z) {
    return ((long) x << 42) | ((long) y << 21) | z;
  }

  /** "16x16" or "4x4x4" as x, y, z sizes (z = 1 for a 2D torus). */
  static int[] dims(String text) {
    String[] parts = text.split("x");
    int[] dims = {1, 1, 1};
    try {
      for (int i = 0; i < parts.length && i < 3; i++) {
        dims[i] = Integer.parseInt(parts[i].trim());
      }
    } catch (NumberFormatException e) {
      throw new Tpuctl.InputException("the scheduler sent pod dims '" + text + "', not NxN or NxNxN");
    }
    return dims;
  }
}
