package org.torchtpu.server.simulate;

import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Font;
import java.awt.Graphics2D;
import java.awt.RenderingHints;
import java.awt.image.BufferedImage;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import javax.imageio.ImageIO;

/** A PNG of a scaling sweep: devices on a log2 x axis, step time (left axis, blue) and MFU (right axis, red). */
public final class ScalingChart {
  private ScalingChart() {}

  static final int W = 900;
  static final int H = 520;
  static final int PAD = 70;

  public static void write(String title, List<StepReport> sweep, Path file) throws IOException {
    if (sweep.isEmpty()) {
      throw new IllegalArgumentException("a scaling chart needs at least one simulated step");
    }
    BufferedImage img = new BufferedImage(W, H, BufferedImage.TYPE_INT_RGB);
    Graphics2D g = img.createGraphics();
    g.setRenderingHint(RenderingHints.KEY_ANTIALIASING, RenderingHints.VALUE_ANTIALIAS_ON);
    g.setColor(Color.WHITE);
    g.fillRect(0, 0, W, H);
    g.setColor(Color.BLACK);
    g.setFont(new Font(Font.SANS_SERIF, Font.BOLD, 15));
    g.drawString(title, PAD, 30);
    g.setFont(new Font(Font.SANS_SERIF, Font.PLAIN, 12));
    double minX = Math.log(sweep.get(0).devices()) / Math.log(2);
    double maxX = Math.log(sweep.get(sweep.size() - 1).devices()) / Math.log(2);
    if (maxX == minX) {
      maxX = minX + 1;
    }
    double maxT = sweep.stream().mapToDouble(StepReport::stepSeconds).max().orElse(1) * 1.15;
    int x0 = PAD;
    int x1 = W - PAD;
    int y0 = H - PAD;
    int y1 = PAD;
    g.drawLine(x0, y0, x1, y0);
    g.drawLine(x0, y0, x0, y1);
    g.drawLine(x1, y0, x1, y1);
    g.drawString("devices (log2)", (x0 + x1) / 2 - 40, H - 25);
    g.setColor(new Color(30, 80, 200));
    g.drawString("step time (s)", 5, y1 - 10);
    g.setColor(new Color(200, 40, 40));
    g.drawString("MFU (%)", x1 - 20, y1 - 10);
    for (int i = 0; i <= 4; i++) {
      int y = y0 - (y0 - y1) * i / 4;
      g.setColor(new Color(230, 230, 230));
      g.drawLine(x0 + 1, y, x1 - 1, y);
      g.setColor(new Color(30, 80, 200));
      g.drawString(String.format(Locale.ROOT, "%.1f", maxT * i / 4), 10, y + 4);
      g.setColor(new Color(200, 40, 40));
      g.drawString(String.format(Locale.ROOT, "%d", 25 * i), x1 + 8, y + 4);
    }
    int[] xs = new int[sweep.size()];
    int[] ts = new int[sweep.size()];
    int[] ms = new int[sweep.size()];
    for (int i = 0; i < sweep.size(); i++) {
      StepReport r = sweep.get(i);
      double lx = Math.log(r.devices()) / Math.log(2);
      xs[i] = (int) (x0 + (x1 - x0) * (lx - minX) / (maxX - minX));
      ts[i] = (int) (y0 - (y0 - y1) * r.stepSeconds() / maxT);
      ms[i] = (int) (y0 - (y0 - y1) * Math.min(1, r.mfu()));
      g.setColor(Color.DARK_GRAY);
      g.drawString(String.valueOf(r.devices()), xs[i] - 12, y0 + 16);
    }
    g.setStroke(new BasicStroke(2.5f));
    g.setColor(new Color(30, 80, 200));
    g.drawPolyline(xs, ts, xs.length);
    g.setColor(new Color(200, 40, 40));
    g.drawPolyline(xs, ms, xs.length);
    for (int i = 0; i < xs.length; i++) {
      g.setColor(new Color(30, 80, 200));
      g.fillOval(xs[i] - 4, ts[i] - 4, 8, 8);
      g.setColor(new Color(200, 40, 40));
      g.fillOval(xs[i] - 4, ms[i] - 4, 8, 8);
    }
    g.dispose();
    Path parent = file.toAbsolutePath().getParent();
    if (parent != null) {
      Files.createDirectories(parent);
    }
    ImageIO.write(img, "png", file.toFile());
  }
}
