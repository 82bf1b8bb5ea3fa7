package org.torchtpu.server.simulate;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import org.torchtpu.api.v1.Generation;

/** The benchmark's sweep: MaxText's 2023 32B model, weak scaling from 1 to 32 v5e-256 slices over DCN. */
final class ScalingSweep {
  private ScalingSweep() {}

  static List<StepReport> sweep() {
    TransformerConfig model = PublishedRows.models().get("maxtext2023-32b");
    StepSimulator sim = new StepSimulator(Generation.V5E);
    List<StepReport> out = new ArrayList<>();
    for (int slices = 1; slices <= 32; slices *= 2) {
      out.add(sim.simulate(model, new TrainRecipe(4, 2048, Set.of(), 256, 1, slices, true, false),
          StepSimulator.Mode.COMPILED));
    }
    return out;
  }

  static void writeDefault(Path file) throws IOException {
    ScalingChart.write("MaxText 2023 32B on 1-32 v5e-256 slices (simulated)", sweep(), file);
  }
}
