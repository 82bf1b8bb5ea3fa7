package org.torchtpu.server.admin;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.springframework.http.HttpStatus;
import org.springframework.http.MediaType;
import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RequestMapping;
import org.springframework.web.bind.annotation.RestController;
import org.torchtpu.api.v1.Generation;
import org.torchtpu.api.v1.Sharding;
import org.torchtpu.server.chip.ChipSpecs;
import org.torchtpu.server.ir.CompileException;
import org.torchtpu.server.simulate.GraphSimulator;
import org.torchtpu.server.simulate.ScalingChart;
import org.torchtpu.server.simulate.StepReport;
import org.torchtpu.server.simulate.StepSimulator;
import org.torchtpu.server.simulate.TrainRecipe;
import org.torchtpu.server.simulate.TransformerConfig;
import org.torchtpu.server.stablehlo.StableHloImportException;
import org.torchtpu.server.stablehlo.ShardingImport;
import org.torchtpu.server.stablehlo.StableHloImporter;

/**
 * REST face of abstract execution (nothing runs, nothing is allocated; see org.torchtpu.server.simulate).
 * <ul>
 *   <li>{@code POST /api/v1/simulate} with a transformer ({@code model}, {@code recipe}) or a StableHLO module
 *       ({@code stablehlo}, optional {@code mesh} and one {@code shardings} entry of dim axes per parameter):
 *       answers the step report as JSON;
 *   <li>{@code POST /api/v1/simulate/sweep} with a transformer and {@code sweepSlices}: answers a PNG chart of step
 *       time and MFU against devices.
 * </ul>
 * Errors are {@code {"code":..., "message":...}} with 400 for a bad request and 429 when every simulation slot is
 * busy. Any tenant may call both (the request is its own program; nothing of the host's is read or held), within
 * {@link SimulateLimits}. A StableHLO module's own shardings ({@code sdy.sharding} / {@code mhlo.sharding}) and mesh
 * are used unless the request gives {@code shardings} (and {@code mesh}).
 */
@RestController
@RequestMapping("/api/v1")
public class SimulateController {
  private final SimulateLimits limits;

  public SimulateController(
      @org.springframework.beans.factory.annotation.Value("${torchtpu.simulate.max-concurrent:2}") int concurrent) {
    this.limits = new SimulateLimits(concurrent);
  }

  /** The body of both endpoints; see the class comment. */
  public record SimulateRequest(String generation, String mode, TransformerConfig model, TrainRecipe recipe,
      String stablehlo, int[] mesh, List<List<Integer>> shardings, double tokensPerDevice, List<Integer> sweepSlices) {}

  @PostMapping(path = "/simulate", consumes = MediaType.APPLICATION_JSON_VALUE,
      produces = MediaType.APPLICATION_JSON_VALUE)
  public ResponseEntity<?> simulate(@RequestBody SimulateRequest request) {
    try {
      return ResponseEntity.ok().contentType(MediaType.APPLICATION_JSON).body(limits.run(() -> run(request)).toJson());
    } catch (SimulateLimits.BusyException e) {
      return error(HttpStatus.TOO_MANY_REQUESTS, "RESOURCE_EXHAUSTED", e.getMessage());
    } catch (IllegalArgumentException | StableHloImportException e) {
      return error(HttpStatus.BAD_REQUEST, "INVALID_ARGUMENT", e.getMessage());
    } catch (CompileException e) {
      return error(HttpStatus.BAD_REQUEST, e.code().name(), e.getMessage());
    }
  }

  @PostMapping(path = "/simulate/sweep", consumes = MediaType.APPLICATION_JSON_VALUE,
      produces = {MediaType.IMAGE_PNG_VALUE, MediaType.APPLICATION_JSON_VALUE})
  public ResponseEntity<?> sweep(@RequestBody SimulateRequest request) {
    try {
      if (request.model() == null || request.recipe() == null || request.sweepSlices() == null
          || request.sweepSlices().isEmpty()) {
        throw new IllegalArgumentException("a sweep needs model, recipe and sweepSlices (e.g. [1, 2, 4, 8])");
      }
      Generation generation = generation(request.generation());
      SimulateLimits.checkTransformer(generation, request.model(), request.recipe());
      SimulateLimits.checkSweep(generation, request.recipe(), request.sweepSlices());
      StepSimulator sim = new StepSimulator(generation);
      List<StepReport> reports = limits.run(() -> {
        List<StepReport> out = new ArrayList<>();
        for (int slices : request.sweepSlices()) {
          TrainRecipe r = request.recipe();
          out.add(sim.simulate(request.model(), r.withSlices(slices), mode(request.mode())));
        }
        return out;
      });
      Path file = Files.createTempFile("torchtpu-sweep", ".png");
      try {
        ScalingChart.write(request.model().name() + " (simulated)", reports, file);
        return ResponseEntity.ok().contentType(MediaType.IMAGE_PNG).body(Files.readAllBytes(file));
      } finally {
        Files.deleteIfExists(file);
      }
    } catch (SimulateLimits.BusyException e) {
      return error(HttpStatus.TOO_MANY_REQUESTS, "RESOURCE_EXHAUSTED", e.getMessage());
    } catch (IllegalArgumentException e) {
      return error(HttpStatus.BAD_REQUEST, "INVALID_ARGUMENT", e.getMessage());
    } catch (IOException e) {
      return error(HttpStatus.INTERNAL_SERVER_ERROR, "INTERNAL", "cannot draw the chart: " + e.getMessage());
    }
  }

  /** A body Jackson cannot bind (e.g. a model with 0 layers): 400 with the reason the record gave. */
  @org.springframework.web.bind.annotation.ExceptionHandler(
      org.springframework.http.converter.HttpMessageNotReadableException.class)
  public ResponseEntity<Map<String, String>> unreadable(
      org.springframework.http.converter.HttpMessageNotReadableException e) {
    Throwable cause = e;
    while (cause.getCause() != null && cause.getCause() != cause) {
      cause = cause.getCause();
    }
    return error(HttpStatus.BAD_REQUEST, "INVALID_ARGUMENT", "the body is not a simulate request: "
        + cause.getMessage());
  }

  static StepReport run(SimulateRequest request) {
    if (request == null) {
      throw new IllegalArgumentException("empty request");
    }
    Generation generation = generation(request.generation());
    StepSimulator.Mode mode = mode(request.mode());
    if (request.stablehlo() != null) {
      SimulateLimits.checkMesh(generation, request.mesh());
      List<Sharding> shardings = new ArrayList<>();
      if (request.shardings() != null) {
        for (List<Integer> axes : request.shardings()) {
          if (axes == null) {
            throw new IllegalArgumentException("shardings holds a null; give [] for a replicated parameter");
          }
          shardings.add(Sharding.newBuilder().addAllDimAxes(axes).build());
        }
      }
      org.torchtpu.api.v1.Graph graph;
      int[] mesh = request.mesh();
      if (shardings.isEmpty()) { // the module's own shardings and mesh, if it has them
        ShardingImport.Sharded sharded = ShardingImport.importModule(request.stablehlo(), request.mesh());
        graph = sharded.graph();
        mesh = sharded.mesh();
        SimulateLimits.checkMesh(generation, mesh);
      } else {
        graph = StableHloImporter.parse(request.stablehlo());
      }
      SimulateLimits.checkGraphOps(graph.getOpsCount());
      return new GraphSimulator().simulate(new GraphSimulator.Request(graph, generation, mesh, shardings, mode,
          request.tokensPerDevice(), "stablehlo"));
    }
    if (request.model() == null || request.recipe() == null) {
      throw new IllegalArgumentException("give either stablehlo (with optional mesh and shardings) or a transformer "
          + "model and recipe");
    }
    SimulateLimits.checkTransformer(generation, request.model(), request.recipe());
    return new StepSimulator(generation).simulate(request.model(), request.recipe(), mode);
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

  private static ResponseEntity<Map<String, String>> error(HttpStatus http, String code, String message) {
    return ResponseEntity.status(http).contentType(MediaType.APPLICATION_JSON)
        .body(Map.of("code", code, "message", message == null ? "" : message));
  }
}
