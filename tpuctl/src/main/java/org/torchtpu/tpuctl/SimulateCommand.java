package org.torchtpu.tpuctl;

import io.grpc.Status;
import java.io.IOException;
import java.net.URI;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.StringJoiner;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import picocli.CommandLine.ArgGroup;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/**
 * {@code tpuctl simulate}: abstract execution on a tpu-server (its REST {@code /api/v1/simulate}): a StableHLO module
 * or a transformer recipe at real size, priced without running; prints the step report as JSON, or writes a scaling
 * chart.
 */
@Command(name = "simulate", mixinStandardHelpOptions = true,
    description = "Simulate a program at its real size on a TPU slice without computing values: step time, MFU, "
        + "HBM per device, collectives, top ops.")
final class SimulateCommand implements Runnable {
  static final String REST = "localhost:8080";

  @Spec
  CommandSpec spec;

  static final class Subject {
    @Option(names = "--stablehlo", paramLabel = "FILE",
        description = "StableHLO MLIR text, e.g. jax.jit(f).lower(jax.ShapeDtypeStruct(...)).as_text()")
    Path stablehlo;

    @Option(names = "--request", paramLabel = "FILE",
        description = "a JSON request body as /api/v1/simulate takes it (e.g. a transformer model and recipe)")
    Path request;
  }

  @ArgGroup(exclusive = true, multiplicity = "1")
  Subject subject;

  @Option(names = "--rest", paramLabel = "HOST:PORT", defaultValue = REST,
      description = "the tpu-server's REST address (default: ${DEFAULT-VALUE})")
  String rest;

  @Option(names = "--generation", description = "v4, v5e, v5p, v6e or v7 (with --stablehlo; default v5e)")
  String generation;

  @Option(names = "--mesh", split = ",", paramLabel = "N", description = "device mesh, e.g. 8 or 4,2 (--stablehlo)")
  List<Integer> mesh;

  @Option(names = "--sharding", paramLabel = "AXES",
      description = "one per parameter, in order: the mesh axis of each dim or -1, e.g. -1,0 ('r' = replicated); "
          + "a dim over several axes at once joins them major first with '+', e.g. 0+1,-1")
  List<String> shardings;

  @Option(names = "--slices", paramLabel = "N",
      description = "the mesh spread over N slices joined by the data-center network (--stablehlo; at most 64)")
  Integer slices;

  @Option(names = "--dcn-axis", paramLabel = "AXIS",
      description = "with --slices: the mesh axis spanning the slices (default 0), like MaxText's dcn_data_parallelism")
  Integer dcnAxis;

  @Option(names = "--mode", description = "compiled (default), fused, strict or debug")
  String mode;

  @Option(names = "--sweep-chart", paramLabel = "PNG",
      description = "with --request holding sweepSlices: write the scaling chart (devices vs step time and MFU)")
  Path chart;

  @Override
  public void run() {
    String body = subject.request != null ? read(subject.request) : stablehloBody();
    Tpuctl root = Tpuctl.root(spec);
    String path = chart != null ? "/api/v1/simulate/sweep" : "/api/v1/simulate";
    HttpRequest.Builder request = HttpRequest.newBuilder(URI.create(RestTls.scheme(root) + "://" + rest + path))
        .timeout(Duration.ofSeconds(root.timeoutSeconds))
        .header("Content-Type", "application/json")
        .POST(HttpRequest.BodyPublishers.ofString(body));
    String apiKey = root.apiKey();
    if (apiKey != null && !apiKey.isEmpty()) {
      request.header("X-API-Key", apiKey);
    }
    HttpResponse<byte[]> response;
    try {
      response = RestTls.client(root).send(request.build(), HttpResponse.BodyHandlers.ofByteArray());
    } catch (IOException e) {
      throw Status.UNAVAILABLE.withDescription("cannot reach " + rest + ": " + e.getMessage()).asRuntimeException();
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw Status.CANCELLED.withDescription("interrupted").asRuntimeException();
    }
    if (response.statusCode() != 200) {
      throw error(response);
    }
    if (chart != null) {
      try {
        Files.write(chart, response.body());
      } catch (IOException e) {
        throw new Tpuctl.InputException("cannot write " + chart + ": " + e, e);
      }
      spec.commandLine().getOut().println("wrote " + chart);
    } else {
      spec.commandLine().getOut().println(new String(response.body(), StandardCharsets.UTF_8));
    }
    spec.commandLine().getOut().flush();
  }

  private String stablehloBody() {
    StringBuilder body = new StringBuilder("{\"generation\":").append(quote(generation == null ? "v5e" : generation))
        .append(",\"stablehlo\":").append(quote(read(subject.stablehlo)));
    if (mode != null) {
      body.append(",\"mode\":").append(quote(mode));
    }
    if (mesh != null && !mesh.isEmpty()) {
      StringJoiner m = new StringJoiner(",", "[", "]");
      mesh.forEach(n -> m.add(String.valueOf(n)));
      body.append(",\"mesh\":").append(m);
    }
    if (shardings != null) {
      StringJoiner all = new StringJoiner(",", "[", "]");
      for (int parameter = 0; parameter < shardings.size(); parameter++) {
        String s = shardings.get(parameter);
        StringJoiner axes = new StringJoiner(",", "[", "]");
        if (!s.trim().equals("r")) {
          String[] parts = s.split(",");
          for (int dim = 0; dim < parts.length; dim++) {
            String a = parts[dim];
            try {
              if (a.contains("+")) {
                StringJoiner group = new StringJoiner(",", "[", "]");
                for (String g : a.split("\\+")) {
                  group.add(String.valueOf(Integer.parseInt(g.trim())));
                }
                axes.add(group.toString());
              } else {
                axes.add(String.valueOf(Integer.parseInt(a.trim())));
              }
            } catch (NumberFormatException e) {
              // the value is not repeated: a key pasted into the wrong option must not reach the terminal or CI logs
              throw new Tpuctl.InputException("--sharding of parameter " + parameter + ": dim " + dim + " is not a "
                  + "mesh axis, axes joined by '+', or -1 (its text is not shown)", e);
            }
          }
        }
        all.add(axes.toString());
      }
      body.append(",\"shardings\":").append(all);
    }
    if (slices != null) {
      body.append(",\"slices\":").append(slices);
    }
    if (dcnAxis != null) {
      body.append(",\"dcnAxis\":").append(dcnAxis);
    }
    return body.append('}').toString();
  }

  /** A JSON string literal. */
  static String quote(String text) {
    StringBuilder b = new StringBuilder("\"");
    for (char c : text.toCharArray()) {
      switch (c) {
        case '"' -> b.append("\\\"");
        case '\\' -> b.append("\\\\");
        case '\n' -> b.append("\\n");
        case '\r' -> b.append("\\r");
        case '\t' -> b.append("\\t");
        default -> {
          if (c < 0x20) {
            b.append(String.format("\\u%04x", (int) c));
          } else {
            b.append(c);
          }
        }
      }
    }
    return b.append('"').toString();
  }

  private static final Pattern MESSAGE = Pattern.compile("\"message\"\\s*:\\s*\"((?:[^\"\\\\]|\\\\.)*)\"");

  private static RuntimeException error(HttpResponse<byte[]> response) {
    String text = new String(response.body(), StandardCharsets.UTF_8);
    Status status = response.statusCode() == 400 ? Status.INVALID_ARGUMENT
        : response.statusCode() == 401 || response.statusCode() == 403 ? Status.PERMISSION_DENIED : Status.INTERNAL;
    Matcher m = MESSAGE.matcher(text);
    String message = m.find() ? m.group(1).replace("\\\"", "\"").replace("\\n", "\n") : text;
    return status.withDescription("HTTP " + response.statusCode() + ": " + message).asRuntimeException();
  }

  private static String read(Path file) {
    try {
      return Files.readString(file);
    } catch (IOException e) {
      throw new Tpuctl.InputException("cannot read " + file + ": " + e, e);
    }
  }
}
