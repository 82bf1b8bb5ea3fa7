package org.torchtpu.server.admin;

import com.fasterxml.jackson.core.StreamReadConstraints;
import com.fasterxml.jackson.core.exc.StreamConstraintsException;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.net.SocketTimeoutException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.function.BooleanSupplier;
import java.util.function.LongSupplier;
import java.util.function.Supplier;
import org.springframework.http.HttpHeaders;
import org.springframework.http.HttpStatus;
import org.springframework.http.MediaType;
import org.springframework.http.ResponseEntity;
import org.springframework.http.converter.json.Jackson2ObjectMapperBuilder;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestMapping;
import org.springframework.web.bind.annotation.RequestHeader;
import org.springframework.web.bind.annotation.RestController;
import org.torchtpu.api.v1.Generation;
import org.torchtpu.api.v1.Sharding;
import org.torchtpu.server.chip.ChipSpecs;
import org.torchtpu.server.compiler.CompileStop;
import org.torchtpu.server.exec.RunCancelledException;
import org.torchtpu.server.ir.CompileException;
import org.torchtpu.server.simulate.GraphSimulator;
import org.torchtpu.server.simulate.MultiSlice;
import org.torchtpu.server.simulate.ScalingChart;
import org.torchtpu.server.simulate.StepReport;
import org.torchtpu.server.simulate.StepSimulator;
import org.torchtpu.server.simulate.TrainRecipe;
import org.torchtpu.server.simulate.TransformerConfig;
import org.torchtpu.server.stablehlo.StableHloImportException;
import org.torchtpu.server.stablehlo.ShardingImport;
import org.torchtpu.server.stablehlo.StableHloImporter;
import org.torchtpu.server.compiler.cache.ImportedModules;
import org.torchtpu.service.security.RequestRevocation;

/**
 * REST face of abstract execution (nothing runs, nothing is allocated; see org.torchtpu.server.simulate).
 * <ul>
 *   <li>{@code POST /api/v1/simulate} with a transformer ({@code model}, {@code recipe}) or a StableHLO module
 *       ({@code stablehlo}, optional {@code mesh} and one {@code shardings} entry of dim axes per parameter,
 *       optional {@code slices} over DCN with {@code dcnAxis}): answers the step report as JSON;
 *   <li>{@code POST /api/v1/simulate/sweep} with a transformer and {@code sweepSlices}: answers a PNG chart of step
 *       time and MFU against devices.
 * </ul>
 * Errors are {@code {"code":..., "message":...}} with 400 for a bad request, 429 when every simulation slot is
 * busy and 408 for a body not sent whole within {@code torchtpu.simulate.body-read-timeout} (default 30 s; the
 * rest of its body gets {@code torchtpu.rest.leftover-body-time}, then its connection is closed,
 * {@link org.torchtpu.service.security.LeftoverBodyProtocol}). The body is read and bound inside the caller's
 * simulation slot, never before, and through a parser that stops
 * at {@link SimulateLimits#MAX_BODY_TOKENS} JSON tokens: bound to objects, a 16 MB body of empty JSON objects took
 * about 320 MB of heap (590 MB allocated). Any tenant may call both (the request is its own program; nothing of the
 * host's is read or held), within {@link SimulateLimits}. A StableHLO module's own shardings ({@code sdy.sharding} /
 * {@code mhlo.sharding}) and mesh are used unless the request gives {@code shardings} (and {@code mesh}).
 */
@RestController
@RequestMapping("/api/v1")
public class SimulateController {
  private final SimulateLimits limits;
  private final ObjectMapper json;
  /** How long a body may take to arrive whole: it is read inside the caller's slot (see {@link BodyDeadline}). */
  private final Duration bodyReadTimeout;
  /** {@link System#nanoTime}, or a test's clock that expires a body's deadline when the test says. */
  private final LongSupplier nanoClock;
  private final java.util.concurrent.atomic.LongAdder stoppedByRevocation = new java.util.concurrent.atomic.LongAdder();

  /** With Spring's JSON defaults (unknown fields ignored), as the service binds bodies (tests). */
  SimulateController(int concurrent) {
    this(concurrent, Jackson2ObjectMapperBuilder.json().build(), Duration.ofSeconds(30));
  }

  /** Binds bodies with Spring's {@code json} settings, through a parser that stops at the body's token bound. */
  @org.springframework.beans.factory.annotation.Autowired
  public SimulateController(
      @org.springframework.beans.factory.annotation.Value("${torchtpu.simulate.max-concurrent:2}") int concurrent,
      ObjectMapper json,
      @org.springframework.beans.factory.annotation.Value("${torchtpu.simulate.body-read-timeout:30s}")
      Duration bodyReadTimeout) {
    this(concurrent, json, bodyReadTimeout, System::nanoTime);
  }

  /** As the service's, with {@code nanoClock} for bodies' deadlines (tests). */
  SimulateController(int concurrent, ObjectMapper json, Duration bodyReadTimeout, LongSupplier nanoClock) {
    if (bodyReadTimeout.isNegative() || bodyReadTimeout.isZero()) {
      throw new IllegalArgumentException("torchtpu.simulate.body-read-timeout must be positive, got "
          + bodyReadTimeout);
    }
    this.bodyReadTimeout = bodyReadTimeout;
    this.nanoClock = nanoClock;
    this.limits = new SimulateLimits(concurrent);
    this.json = json.copyWith(json.getFactory().rebuild().streamReadConstraints(StreamReadConstraints.builder()
        .maxTokenCount(SimulateLimits.MAX_BODY_TOKENS).build()).build());
  }

  /** The slots simulations and their bodies' binding run in (tests). */
  SimulateLimits limits() {
    return limits;
  }

  /**
   * The body of both endpoints; see the class comment. {@code shardings}: per parameter, per dim the mesh axis (-1 =
   * whole) or a list of mesh axes, major first, for a dim split over several at once ({@code [[[0,1],-1]]}).
   * {@code slices} and {@code dcnAxis}: a StableHLO module's mesh spread over that many slices joined by DCN, mesh
   * axis {@code dcnAxis} (default 0) spanning them ({@link org.torchtpu.server.simulate.MultiSlice}).
   */
  public record SimulateRequest(String generation, String mode, TransformerConfig model, TrainRecipe recipe,
      String stablehlo, int[] mesh, List<List<Object>> shardings, double tokensPerDevice, List<Integer> sweepSlices,
      Integer slices, Integer dcnAxis) {

    /** A request on one slice, one mesh axis per split dim. */
    public SimulateRequest(String generation, String mode, TransformerConfig model, TrainRecipe recipe,
        String stablehlo, int[] mesh, List<List<Integer>> shardings, double tokensPerDevice,
        List<Integer> sweepSlices) {
      this(generation, mode, model, recipe, stablehlo, mesh, shardings == null ? null
          : shardings.stream().map(l -> l == null ? null : (List<Object>) new ArrayList<Object>(l)).toList(),
          tokensPerDevice, sweepSlices, null, null);
    }
  }

  @PostMapping(path = "/simulate", consumes = MediaType.APPLICATION_JSON_VALUE,
      produces = MediaType.APPLICATION_JSON_VALUE)
  public ResponseEntity<?> simulate(InputStream body,
      @RequestHeader(name = HttpHeaders.CONTENT_LENGTH, required = false, defaultValue = "-1") long declaredBytes) {
    return simulate(() -> bind(body, declaredBytes));
  }

  /** As {@code POST /simulate} for a request already bound (tests). */
  ResponseEntity<?> simulate(SimulateRequest request) {
    return simulate(() -> request);
  }

  private ResponseEntity<?> simulate(Supplier<SimulateRequest> request) {
    String caller = caller();
    try {
      return ResponseEntity.ok().contentType(MediaType.APPLICATION_JSON)
          .body(inSlot(caller, () -> run(request.get(), caller)).toJson());
    } catch (RunCancelledException e) {
      return revoked(e);
    } catch (SimulateLimits.BusyException e) {
      return error(HttpStatus.TOO_MANY_REQUESTS, "RESOURCE_EXHAUSTED", e.getMessage());
    } catch (SlowBodyException e) {
      return slowBody(e);
    } catch (IllegalArgumentException | StableHloImportException e) {
      return error(HttpStatus.BAD_REQUEST, "INVALID_ARGUMENT", e.getMessage());
    } catch (CompileException e) {
      return error(HttpStatus.BAD_REQUEST, e.code().name(), e.getMessage());
    }
  }

  @PostMapping(path = "/simulate/sweep", consumes = MediaType.APPLICATION_JSON_VALUE,
      produces = {MediaType.IMAGE_PNG_VALUE, MediaType.APPLICATION_JSON_VALUE})
  public ResponseEntity<?> sweep(InputStream body,
      @RequestHeader(name = HttpHeaders.CONTENT_LENGTH, required = false, defaultValue = "-1") long declaredBytes) {
    return sweep(() -> bind(body, declaredBytes));
  }

  /** As {@code POST /simulate/sweep} for a request already bound (tests). */
  ResponseEntity<?> sweep(SimulateRequest request) {
    return sweep(() -> request);
  }

  private ResponseEntity<?> sweep(Supplier<SimulateRequest> body) {
    try {
      // the chart is drawn in the caller's slot too: it is part of the request's work
      byte[] png = inSlot(caller(), () -> {
        SimulateRequest r = body.get();
        if (r.model() == null || r.recipe() == null || r.sweepSlices() == null || r.sweepSlices().isEmpty()) {
          throw new IllegalArgumentException("a sweep needs model, recipe and sweepSlices (e.g. [1, 2, 4, 8])");
        }
        Generation generation = generation(r.generation());
        SimulateLimits.checkTransformer(generation, r.model(), r.recipe());
        SimulateLimits.checkSweep(generation, r.recipe(), r.sweepSlices());
        StepSimulator sim = new StepSimulator(generation);
        List<StepReport> out = new ArrayList<>();
        for (int slices : r.sweepSlices()) {
          CompileStop.check("a sweep");
          out.add(sim.simulate(r.model(), r.recipe().withSlices(slices), mode(r.mode())));
        }
        return chart(r.model().name(), out);
      });
      return ResponseEntity.ok().contentType(MediaType.IMAGE_PNG).body(png);
    } catch (RunCancelledException e) {
      return revoked(e);
    } catch (SimulateLimits.BusyException e) {
      return error(HttpStatus.TOO_MANY_REQUESTS, "RESOURCE_EXHAUSTED", e.getMessage());
    } catch (SlowBodyException e) {
      return slowBody(e);
    } catch (IllegalArgumentException e) {
      return error(HttpStatus.BAD_REQUEST, "INVALID_ARGUMENT", e.getMessage());
    } catch (UncheckedIOException e) {
      return error(HttpStatus.INTERNAL_SERVER_ERROR, "INTERNAL", "cannot draw the chart: " + e.getCause().getMessage());
    }
  }

  /**
   * Runs {@code body} in {@code caller}'s simulation slot, stopping part way ({@link CompileStop}) once the request's
   * key is revoked: the revocation cuts the request's connection, which ends a body read or an answer write, but a
   * simulation computing (up to seconds at real size) ran on to its end in the caller's slot.
   */
  private <T> T inSlot(String caller, Supplier<T> body) {
    BooleanSupplier revoked = RequestRevocation.current();
    return limits.run(caller, () -> CompileStop.whileWanted(revoked, body));
  }

  /** A simulation stopped by its key's revocation: its connection is cut already, so nobody reads this. */
  private ResponseEntity<Map<String, String>> revoked(RunCancelledException e) {
    stoppedByRevocation.increment();
    return error(HttpStatus.UNAUTHORIZED, "UNAUTHENTICATED", "this request's API key was revoked: " + e.getMessage());
  }

  /** Simulations stopped part way because their request's key was revoked (tests). */
  long stoppedByRevocation() {
    return stoppedByRevocation.sum();
  }

  /** The sweep's chart as PNG bytes. */
  private static byte[] chart(String model, List<StepReport> reports) {
    try {
      Path file = Files.createTempFile("torchtpu-sweep", ".png");
      try {
        ScalingChart.write(model + " (simulated)", reports, file);
        return Files.readAllBytes(file);
      } finally {
        Files.deleteIfExists(file);
      }
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  /** The authenticated caller, whose share of the simulation slots a request takes (null with keys off). */
  private static String caller() {
    org.torchtpu.service.security.Caller c = org.torchtpu.service.security.RestApiKeys.currentCaller();
    return c == null ? null : c.owner();
  }

  /**
   * The request in {@code body}, read and bound in the caller's slot.
   *
   * @throws IllegalArgumentException naming why for a body Jackson cannot bind (e.g. a model with 0 layers: the reason
   *     the record gave), answered 400
   * @throws SlowBodyException when the body has not arrived whole within its deadline ({@link BodyDeadline}), or a
   *     read failed on Tomcat's read timeout or after the deadline passed: answered 408
   */
  private SimulateRequest bind(InputStream body, long declaredBytes) {
    BodyDeadline timed = new BodyDeadline(body, bodyReadTimeout, declaredBytes, nanoClock);
    try {
      SimulateRequest request = json.readValue(timed, SimulateRequest.class);
      if (request == null) {
        throw new IllegalArgumentException("empty request");
      }
      return request;
    } catch (IOException e) {
      // past the deadline (BodyDeadline's own refusal, or a blocked read that outlived the body's time): 408
      if (timed.expired()) {
        throw new SlowBodyException(timed.expiredMessage());
      }
      for (Throwable cause = e; cause != null; cause = cause.getCause()) {
        if (cause instanceof SocketTimeoutException) { // Tomcat's read timeout ended a read before the deadline
          throw new SlowBodyException(timed.expiredMessage());
        }
        if (cause instanceof StreamConstraintsException) { // the token bound, or another of the parser's own
          throw new IllegalArgumentException("the body is past a simulate request's bounds (at most "
              + SimulateLimits.MAX_BODY_TOKENS + " JSON tokens: values, brackets, names): " + cause.getMessage(), e);
        }
      }
      throw new IllegalArgumentException(unbindable(e), e);
    }
  }

  /** What a 400 for a body that does not bind says: the innermost reason (the record's own, when it refused). */
  static String unbindable(Throwable e) {
    Throwable cause = e;
    while (cause.getCause() != null && cause.getCause() != cause) {
      cause = cause.getCause();
    }
    return "the body is not a simulate request: " + cause.getMessage();
  }

  /** Modules imported for simulation, by caller, content and the mesh they were sharded over. */
  private final ImportedModules<ShardingImport.Sharded> imports =
      new ImportedModules<>(sharded -> sharded.graph().getSerializedSize());

  /** Simulations of StableHLO answered without importing the text again (tests). */
  long importsSkipped() {
    return imports.hits();
  }

  private StepReport run(SimulateRequest request, String caller) {
    if (request == null) {
      throw new IllegalArgumentException("empty request");
    }
    Generation generation = generation(request.generation());
    StepSimulator.Mode mode = mode(request.mode());
    if (request.stablehlo() != null) {
      if (!(request.tokensPerDevice() >= 0) || Double.isInfinite(request.tokensPerDevice())) {
        // a report's tokens/s is this over the step time: a negative or infinite count made a negative or infinite rate
        throw new IllegalArgumentException("tokensPerDevice must be a finite number >= 0 (0 = not a language model), "
            + "got " + request.tokensPerDevice());
      }
      MultiSlice slices = multiSlice(request);
      SimulateLimits.checkMesh(generation, request.mesh(), slices.slices());
      List<Sharding> shardings = new ArrayList<>();
      if (request.shardings() != null) {
        for (int i = 0; i < request.shardings().size(); i++) {
          shardings.add(sharding(request.shardings().get(i), i));
        }
      }
      org.torchtpu.api.v1.Graph graph;
      int[] mesh = request.mesh();
      if (shardings.isEmpty()) { // the module's own shardings and mesh, if it has them
        // a mesh the module names is bounded before its collectives (sized by it) are imported; the check after the
        // import still runs for this request's generation and slices when the import was kept from an earlier call
        ShardingImport.Sharded sharded = imports.importOnce(caller, request.stablehlo(),
            "sharded over " + java.util.Arrays.toString(request.mesh()),
            () -> ShardingImport.importModule(request.stablehlo(), request.mesh(),
                m -> SimulateLimits.checkMesh(generation, m, slices.slices())));
        graph = sharded.graph();
        mesh = sharded.mesh() == null ? null : sharded.mesh().clone(); // the kept import is shared by later calls
        SimulateLimits.checkMesh(generation, mesh, slices.slices());
      } else {
        graph = imports.importOnce(caller, request.stablehlo(), "plain",
            () -> new ShardingImport.Sharded(StableHloImporter.parse(request.stablehlo()), null)).graph();
      }
      SimulateLimits.checkGraphOps(graph.getOpsCount());
      if (slices.slices() > 1 && (mesh == null || mesh.length == 0)) {
        throw new IllegalArgumentException("slices " + slices.slices() + " needs a mesh (the request's mesh or the "
            + "module's) with an axis spanning them (dcnAxis)");
      }
      return new GraphSimulator().simulate(new GraphSimulator.Request(graph, generation, mesh, shardings, mode,
          request.tokensPerDevice(), "stablehlo", null, 0, slices));
    }
    if (request.slices() != null || request.dcnAxis() != null) {
      throw new IllegalArgumentException("slices and dcnAxis apply to a stablehlo request; a transformer recipe "
          + "gives its own (recipe.slices)");
    }
    if (request.model() == null || request.recipe() == null) {
      throw new IllegalArgumentException("give either stablehlo (with optional mesh and shardings) or a transformer "
          + "model and recipe");
    }
    SimulateLimits.checkTransformer(generation, request.model(), request.recipe());
    return new StepSimulator(generation).simulate(request.model(), request.recipe(), mode);
  }

  private static MultiSlice multiSlice(SimulateRequest request) {
    int slices = request.slices() == null ? 1 : request.slices();
    if (slices < 1 || slices > SimulateLimits.MAX_SLICES) {
      throw new IllegalArgumentException("slices must be 1.." + SimulateLimits.MAX_SLICES + ", got " + slices);
    }
    int axis = request.dcnAxis() == null ? 0 : request.dcnAxis();
    if (axis < 0) {
      throw new IllegalArgumentException("dcnAxis must be a mesh axis (>= 0), got " + axis);
    }
    return new MultiSlice(slices, axis);
  }

  /** One parameter's sharding: per dim an axis (-1 = whole) or a list of axes, major first. */
  private static Sharding sharding(List<Object> dims, int parameter) {
    if (dims == null) {
      throw new IllegalArgumentException("shardings[" + parameter + "] is null; give [] for a replicated parameter");
    }
    List<int[]> perDim = new ArrayList<>();
    boolean grouped = false;
    for (int d = 0; d < dims.size(); d++) {
      Object entry = dims.get(d);
      if (entry instanceof Integer a) {
        perDim.add(a < 0 ? new int[0] : new int[] {a});
      } else if (entry instanceof List<?> list && list.stream().allMatch(x -> x instanceof Integer)) {
        perDim.add(list.stream().mapToInt(x -> (Integer) x).toArray());
        grouped |= list.size() > 1;
      } else {
        throw new IllegalArgumentException("shardings[" + parameter + "][" + d + "] must be a mesh axis (-1 = whole) "
            + "or a list of mesh axes, got " + entry);
      }
    }
    Sharding.Builder b = Sharding.newBuilder();
    for (int[] axes : perDim) {
      if (grouped) {
        org.torchtpu.api.v1.MeshAxes.Builder m = org.torchtpu.api.v1.MeshAxes.newBuilder();
        for (int a : axes) {
          m.addAxes(a);
        }
        b.addDimMeshAxes(m);
      } else {
        b.addDimAxes(axes.length == 0 ? -1 : axes[0]);
      }
    }
    return b.build();
  }

  private static Generation generation(String name) {
    return ChipSpecs.parse(name);
  }

  private static StepSimulator.Mode mode(String name) {
    if (name == null || name.isBlank()) {
      return StepSimulator.Mode.COMPILED;
    }
    try {
      return StepSimulator.Mode.valueOf(name.trim().toUpperCase(java.util.Locale.ROOT));
    } catch (IllegalArgumentException e) {
      throw new IllegalArgumentException("unknown mode '" + name + "'; valid: debug, strict, fused, compiled");
    }
  }

  /** A body still arriving at its deadline: its slot is given back and its connection closed. */
  static final class SlowBodyException extends RuntimeException {
    SlowBodyException(String message) {
      super(message);
    }
  }

  private static ResponseEntity<Map<String, String>> slowBody(SlowBodyException e) {
    return ResponseEntity.status(HttpStatus.REQUEST_TIMEOUT).header(HttpHeaders.CONNECTION,
        "close").contentType(MediaType.APPLICATION_JSON).body(Map.of("code", "DEADLINE_EXCEEDED",
        "message", e.getMessage()));
  }

  private static ResponseEntity<Map<String, String>> error(HttpStatus http, String code, String message) {
    return ResponseEntity.status(http).contentType(MediaType.APPLICATION_JSON)
        .body(Map.of("code", code, "message", message == null ? "" : message));
  }
}
