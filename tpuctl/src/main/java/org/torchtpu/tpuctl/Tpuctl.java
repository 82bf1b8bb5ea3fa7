package org.torchtpu.tpuctl;

import io.grpc.Channel;
import io.grpc.ManagedChannel;
import io.grpc.StatusRuntimeException;
import java.io.PrintWriter;
import java.util.function.Function;
import org.torchtpu.api.hardware.TpuGeneration;
import org.torchtpu.api.v1.Generation;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ScopeType;
import picocli.CommandLine.Spec;

/**
 * {@code tpuctl}: the command line of TorchTPU as a service. Jobs and the pod view talk to the scheduler, {@code
 * cache stats} to the compilation cache, {@code advise} to a tpu-server's hardware advisor; all over gRPC.
 */
@Command(name = "tpuctl", mixinStandardHelpOptions = true, version = "tpuctl 0.1.0",
    description = "Operate TorchTPU as a service: jobs, the pod, the compilation cache, the hardware advisor.",
    subcommands = {JobsCommand.class, PodCommand.class, CacheCommand.class, AdviseCommand.class, SimulateCommand.class,
        CommandLine.HelpCommand.class},
    exitCodeListHeading = "%nExit codes:%n",
    exitCodeList = {"0:success", "1:usage error or unreadable input", "2:RPC error (the gRPC status is printed)"})
public final class Tpuctl implements Runnable {
  public static final int OK = 0;
  public static final int USAGE = 1;
  public static final int RPC_ERROR = 2;

  static final String SCHEDULER = "localhost:50052";
  static final String CACHE = "localhost:50053";
  static final String TPU_SERVER = "localhost:50051";

  @Option(names = "--target", scope = ScopeType.INHERIT, paramLabel = "HOST:PORT",
      description = "the service to call (default: scheduler " + SCHEDULER + " for jobs and pod, cache " + CACHE
          + ", tpu-server " + TPU_SERVER + " for advise)")
  String target;

  @Option(names = "--api-key", scope = ScopeType.INHERIT, paramLabel = "KEY",
      defaultValue = "${env:TORCHTPU_API_KEY}",
      description = "API key sent as gRPC metadata x-api-key (default: $TORCHTPU_API_KEY). A key on the command "
          + "line is visible to other users of the machine (ps, /proc) and kept in shell history: prefer the "
          + "variable or --api-key-file")
  String apiKey;

  @Option(names = "--api-key-file", scope = ScopeType.INHERIT, paramLabel = "FILE",
      description = "read the API key from the first line of FILE (instead of --api-key or $TORCHTPU_API_KEY)")
  java.nio.file.Path apiKeyFile;

  @Option(names = "--tls", scope = ScopeType.INHERIT,
      description = "speak TLS to the service (trusting the JDK's CAs, or --ca)")
  boolean tls;

  @Option(names = "--ca", scope = ScopeType.INHERIT, paramLabel = "PEM_FILE",
      description = "trust the certificate(s) in this PEM file for TLS (implies --tls)")
  java.nio.file.Path ca;

  @Option(names = "--timeout", scope = ScopeType.INHERIT, paramLabel = "SECONDS", defaultValue = "30",
      description = "deadline of each call, in seconds (default: ${DEFAULT-VALUE}; watch has none)")
  long timeoutSeconds;

  @Spec
  CommandSpec spec;

  private final Connections connections;

  public Tpuctl(Connections connections) {
    this.connections = connections;
  }

  @Override
  public void run() {
    throw new CommandLine.ParameterException(spec.commandLine(), "name a command: jobs, pod, cache, advise or simulate");
  }

  public static void main(String[] args) {
    System.exit(commandLine(Connections.plaintext()).execute(args));
  }

  /** The command line with tpuctl's exit codes: 1 for usage errors, 2 for RPC errors. */
  public static CommandLine commandLine(Connections connections) {
    CommandLine cmd = new CommandLine(new Tpuctl(connections));
    cmd.setParameterExceptionHandler((e, args) -> {
      PrintWriter err = e.getCommandLine().getErr();
      err.println("error: " + UsageErrors.describe(e, args));
      e.getCommandLine().usage(err);
      return USAGE;
    });
    cmd.setExecutionExceptionHandler((e, command, parseResult) -> {
      PrintWriter err = command.getErr();
      if (e instanceof StatusRuntimeException s) {
        String description = s.getStatus().getDescription();
        // a description can carry a tenant's text (a job id or name echoed back): printed on one line, escaped
        err.println("error: " + s.getStatus().getCode() + (description == null ? "" : ": " + Printable.of(description)));
        return RPC_ERROR;
      }
      if (e instanceof InputException) {
        err.println("error: " + e.getMessage());
        return USAGE;
      }
      throw e;
    });
    return cmd;
  }

  /** Calls {@code call} with a channel to the chosen target (or {@code defaultTarget}), closing it after. */
  <T> T withChannel(String defaultTarget, Function<Channel, T> call) {
    ManagedChannel channel = connections.open(target == null || target.isBlank() ? defaultTarget : target,
        usesTls(), caPem());
    try {
      return call.apply(Connections.withApiKey(channel, apiKey()));
    } finally {
      Connections.close(channel);
    }
  }

  /** The key calls carry: {@code --api-key-file}'s, else {@code --api-key}'s or the variable's; null for none. */
  String apiKey() {
    if (apiKeyFile == null) {
      return apiKey;
    }
    java.util.List<String> lines;
    try {
      lines = java.nio.file.Files.readAllLines(apiKeyFile, java.nio.charset.StandardCharsets.UTF_8);
    } catch (java.io.IOException | java.io.UncheckedIOException e) {
      // the exception's text names the file, never its content
      throw new InputException("--api-key-file: cannot read " + apiKeyFile + ": " + e.getClass().getSimpleName());
    }
    String key = lines.isEmpty() ? "" : lines.get(0).strip();
    if (key.isEmpty()) {
      throw new InputException("--api-key-file: " + apiKeyFile + " has no key on its first line");
    }
    return key;
  }

  /** Whether calls speak TLS: {@code --tls}, or {@code --ca}, which implies it. */
  boolean usesTls() {
    return tls || ca != null;
  }

  /** The certificates {@code --ca} names, or null. */
  byte[] caPem() {
    if (ca == null) {
      return null;
    }
    try {
      return java.nio.file.Files.readAllBytes(ca);
    } catch (java.io.IOException e) {
      throw new InputException("--ca: cannot read " + ca + ": " + e.getMessage());
    }
  }

  /** The command's root, holding the shared options. */
  static Tpuctl root(CommandSpec spec) {
    return (Tpuctl) spec.root().userObject();
  }

  /** "v5e" (any case) as a generation. */
  static Generation generation(String name) {
    return TpuGeneration.find(name).map(TpuGeneration::proto).orElseThrow(() -> new InputException(
        "unknown --generation (not shown: it may be anything pasted); valid: " + TpuGeneration.validNames()));
  }

  static String name(Generation g) {
    return g == Generation.GENERATION_UNSPECIFIED ? "-" : TpuGeneration.displayName(g);
  }

  /** Bad input found after parsing (an unreadable file, a bad value): exit code 1 with the message. */
  static final class InputException extends RuntimeException {
    InputException(String message) {
      super(message);
    }

    InputException(String message, Throwable cause) {
      super(message, cause);
    }
  }
}
