'use strict';
// The scheduler's dashboard: GET api/v1/dashboard/summary every few seconds, drawn with plain DOM and SVG.
// Everything user-supplied (job names, tenants) goes in through textContent, never as markup.
(function () {
  const SUMMARY_URL = 'api/v1/dashboard/summary'; // relative, so the page also works behind a path prefix
  const REFRESH_MILLIS = 3000;
  const SVG_NS = 'http://www.w3.org/2000/svg';
  const FREE = '#e4e9ee';
  const RESERVED = '#fff3c4';
  const EXPIRED = '#d62728';
  const SLOT = '#c5ced6';

  function build(element, attrs, children) {
    for (const [name, value] of Object.entries(attrs || {})) {
      if (value !== undefined && value !== null) element.setAttribute(name, String(value));
    }
    for (const child of children) {
      if (child !== undefined && child !== null) element.append(child);
    }
    return element;
  }

  function el(tag, attrs, ...children) {
    return build(document.createElement(tag), attrs, children);
  }

  function svg(tag, attrs, ...children) {
    return build(document.createElementNS(SVG_NS, tag), attrs, children);
  }

  // Twelve colours, dark enough for a white label, ordered so that neighbours in the list differ in hue and lightness.
  const JOB_COLOURS = ['#1f5fa8', '#d9730d', '#2e8540', '#b8336a', '#0f8b8d', '#a15c00',
    '#6a4c93', '#4d7c0f', '#c0392b', '#3949ab', '#8c564b', '#5f6b7a'];

  // A job's colour starts from a hash of its id (ids are random and carry no sequence number), so a job keeps its
  // colour on every refresh and in every browser while the jobs on the page stay the same. Two ids hash to one
  // colour one time in twelve, so each render hands out colours in id order and moves a job whose colour is taken to
  // the next free one: jobs holding chips first, so the torus never shows two jobs alike while twelve colours last.
  let coloursByJob = new Map();

  function hashedColourIndex(jobId) {
    let n = 0;
    for (let i = 0; i < jobId.length; i++) n = (n * 31 + jobId.charCodeAt(i)) >>> 0;
    return n % JOB_COLOURS.length;
  }

  function assignColours(pods, jobs) {
    const holding = new Set();
    for (const pod of pods) for (const chip of pod.chips) if (chip.jobId) holding.add(chip.jobId);
    const others = jobs.map(j => j.jobId).filter(id => !holding.has(id));
    const assigned = new Map();
    const taken = new Set();
    for (const id of [...[...holding].sort(), ...others.sort()]) {
      let index = hashedColourIndex(id);
      for (let tries = 0; tries < JOB_COLOURS.length && taken.has(index); tries++) {
        index = (index + 1) % JOB_COLOURS.length;
      }
      taken.add(index);
      assigned.set(id, JOB_COLOURS[index]);
    }
    coloursByJob = assigned;
  }

  function jobColour(jobId) {
    return coloursByJob.get(jobId) || JOB_COLOURS[hashedColourIndex(jobId)];
  }

  // "job-k3x9pq..." is labelled "k3x9" on its chips: the first characters of its random part.
  function jobLabel(jobId) {
    return jobId.startsWith('job-') ? jobId.slice(4, 8) : jobId.slice(0, 4);
  }

  function dims(pod) {
    return pod.dimZ > 1 ? `${pod.dimX}x${pod.dimY}x${pod.dimZ}` : `${pod.dimX}x${pod.dimY}`;
  }

  function clock(millis) {
    return millis ? new Date(millis).toTimeString().slice(0, 8) : '—';
  }

  function duration(millis) {
    const s = Math.floor(millis / 1000);
    if (s < 60) return `${s} s`;
    if (s < 3600) return `${Math.floor(s / 60)} min ${s % 60} s`;
    return `${Math.floor(s / 3600)} h ${Math.floor((s % 3600) / 60)} min`;
  }

  function bytes(n) {
    const units = ['B', 'KiB', 'MiB', 'GiB', 'TiB'];
    let i = 0;
    while (n >= 1024 && i < units.length - 1) { n /= 1024; i++; }
    return `${i === 0 ? n : n.toFixed(1)} ${units[i]}`;
  }

  // One chip's look, shared by the torus and the legend.
  function chipRect(x, y, size, fill, leaseExpired, dashed) {
    const attrs = { x, y, width: size, height: size, rx: 2, fill };
    if (leaseExpired) {
      Object.assign(attrs, { stroke: EXPIRED, 'stroke-width': 3 });
    } else if (dashed) {
      Object.assign(attrs, { stroke: SLOT, 'stroke-dasharray': '3 2' });
    }
    return attrs;
  }

  function expiredCross(x, y, size) {
    return svg('path', { d: `M${x + 3},${y + 3}L${x + size - 3},${y + size - 3}M${x + size - 3},${y + 3}L${x + 3},${y + size - 3}`,
      stroke: EXPIRED, 'stroke-width': 1.5 });
  }

  function renderPlane(pod, z, cell, chipsByCoord, jobsById) {
    const top = 16;
    const size = cell - 3;
    const width = pod.dimX * cell;
    const height = pod.dimY * cell + top;
    const plane = svg('svg', { class: 'plane', width, height, viewBox: `0 0 ${width} ${height}`, 'data-z': z });
    plane.append(svg('text', { class: 'plane-label', x: 0, y: 11 }, pod.dimZ > 1 ? `z = ${z}` : 'x →  y ↓'));
    for (let y = 0; y < pod.dimY; y++) {
      for (let x = 0; x < pod.dimX; x++) {
        const px = x * cell + 1;
        const py = top + y * cell + 1;
        const chip = chipsByCoord.get(`${x},${y},${z}`);
        if (!chip) {
          plane.append(svg('rect', Object.assign(chipRect(px, py, size, 'none', false, true), { class: 'slot' })));
          continue;
        }
        const fill = chip.jobId ? jobColour(chip.jobId) : chip.state === 'reserved' ? RESERVED : FREE;
        const attrs = chipRect(px, py, size, fill, !chip.hostHealthy, chip.state === 'reserved');
        Object.assign(attrs, {
          class: 'chip', 'data-coord': `${x},${y},${z}`, 'data-state': chip.state, 'data-job': chip.jobId,
          'data-host': chip.hostId, 'data-lease': chip.hostHealthy ? 'alive' : 'expired',
        });
        const job = jobsById.get(chip.jobId);
        const tip = `(${x},${y},${z}) ${chip.hostId} chip ${chip.index}: ${chip.state}`
          + (chip.jobId ? `, ${chip.jobId}${job ? ' of ' + job.tenant : ''}` : '')
          + (chip.hostHealthy ? '' : ', host lease expired');
        plane.append(svg('rect', attrs, svg('title', {}, tip)));
        if (chip.jobId && cell >= 22) {
          plane.append(svg('text', { class: 'chip-label', x: px + size / 2, y: py + size / 2 + 4, 'text-anchor': 'middle',
            'data-job': chip.jobId }, jobLabel(chip.jobId)));
        }
        if (!chip.hostHealthy) plane.append(expiredCross(px, py, size));
      }
    }
    return plane;
  }

  function renderPod(pod, jobsById) {
    const cell = Math.max(10, Math.min(40, Math.floor(360 / Math.max(pod.dimX, pod.dimY))));
    const chipsByCoord = new Map(pod.chips.map(c => [`${c.x},${c.y},${c.z}`, c]));
    // a large 3D pod with a few hosts would be mostly empty planes: draw only the planes that have chips
    const zs = [...new Set(pod.chips.map(c => c.z))].sort((a, b) => a - b);
    const hidden = pod.dimZ - zs.length;
    const planes = el('div', { class: 'planes' }, ...zs.map(z => renderPlane(pod, z, cell, chipsByCoord, jobsById)));
    const hosts = pod.hosts.map(h => el('span', { class: h.healthy ? 'host' : 'host expired', 'data-host': h.hostId },
      `${h.hostId} (${h.chips} chips${h.healthy ? '' : ', lease expired'}) `));
    return el('div', { class: 'pod', 'data-pod': pod.name },
      el('h3', {}, `${pod.name} · ${pod.generation} · ${dims(pod)} `,
        el('span', { class: 'muted' }, `${pod.registeredChips} chips registered, ${pod.busyChips} busy, `
          + `${pod.registeredChips - pod.healthyChips} on expired leases`
          + (hidden > 0 ? `; ${hidden} z-planes without hosts not drawn` : ''))),
      el('div', { class: 'hosts' }, 'hosts: ', ...hosts),
      planes);
  }

  function legendItem(rectAttrs, text, extra) {
    const swatch = svg('svg', { class: 'swatch', width: 14, height: 14, viewBox: '0 0 14 14' }, svg('rect', rectAttrs));
    return el('span', Object.assign({ class: 'legend-item' }, extra), swatch, text);
  }

  function renderLegend(pods, jobsById) {
    const items = [
      legendItem(chipRect(1, 1, 12, FREE, false, false), 'free'),
      legendItem(chipRect(1, 1, 12, RESERVED, false, true), 'reserved for a queued job'),
      legendItem(chipRect(1, 1, 12, 'none', false, true), 'no host registered'),
      legendItem(chipRect(1, 1, 12, FREE, true, false), 'host lease expired'),
    ];
    const seen = new Set();
    for (const pod of pods) {
      for (const chip of pod.chips) {
        if (!chip.jobId || seen.has(chip.jobId)) continue;
        seen.add(chip.jobId);
        const job = jobsById.get(chip.jobId);
        const who = job ? ` ${job.tenant}${job.name ? ' · ' + job.name : ''}` : '';
        items.push(legendItem(chipRect(1, 1, 12, jobColour(chip.jobId), false, false),
          `${jobLabel(chip.jobId)}: ${chip.jobId}${who}`, { class: 'legend-item legend-job', 'data-job': chip.jobId }));
      }
    }
    document.getElementById('legend').replaceChildren(...items);
  }

  function renderPods(pods, jobsById) {
    const withChips = pods.filter(p => p.chips.length > 0);
    document.getElementById('pods').replaceChildren(...withChips.map(p => renderPod(p, jobsById)));
    const empty = pods.filter(p => p.chips.length === 0).map(p => `${p.name} (${p.generation} ${dims(p)})`);
    document.getElementById('empty-pods').textContent = empty.length ? `Pods no host has joined: ${empty.join(', ')}` : '';
    renderLegend(withChips, jobsById);
  }

  function fillTable(id, rows, columns, emptyText) {
    const body = document.querySelector(`#${id} tbody`);
    if (rows.length === 0) {
      body.replaceChildren(el('tr', {}, el('td', { class: 'empty', colspan: columns }, emptyText)));
    } else {
      body.replaceChildren(...rows);
    }
  }

  function renderQueue(queue) {
    fillTable('queue', queue.map(j => el('tr', { 'data-job': j.jobId },
      el('td', {}, String(j.priority)),
      el('td', { class: 'id' }, j.jobId, j.name ? el('div', { class: 'muted' }, j.name) : null),
      el('td', {}, j.tenant),
      el('td', {}, j.shape),
      el('td', {}, j.generation),
      el('td', { class: 'wait' }, duration(j.waitMillis)),
      el('td', { class: 'muted' }, j.reason))), 7, 'no job is waiting');
  }

  function renderJobs(jobs) {
    fillTable('jobs', jobs.map(j => el('tr', { 'data-job': j.jobId, 'data-state': j.state },
      el('td', { class: 'id' }, j.sliceTopology ? legendSwatch(j.jobId) : null, j.jobId,
        j.name ? el('div', { class: 'muted' }, j.name) : null),
      el('td', {}, j.tenant),
      el('td', {}, el('span', { class: `state ${j.state}` }, j.state)),
      el('td', {}, j.shape),
      el('td', { class: 'id' }, j.sliceTopology ? `${j.pod} ${j.sliceTopology}` : '—'),
      el('td', {}, j.hosts.length ? j.hosts.join(', ') : '—'),
      el('td', {}, clock(j.startTimeMillis || j.scheduleTimeMillis)),
      el('td', {}, clock(j.endTimeMillis)),
      el('td', { class: 'muted' }, j.reason))), 9, 'no jobs yet');
  }

  function legendSwatch(jobId) {
    return svg('svg', { class: 'swatch', width: 14, height: 14, viewBox: '0 0 14 14', style: 'margin-right: 4px' },
      svg('rect', chipRect(1, 1, 12, jobColour(jobId), false, false)));
  }

  function renderCache(cache) {
    const box = document.getElementById('cache');
    box.setAttribute('data-available', String(cache.available));
    if (!cache.available) {
      box.replaceChildren(el('div', { class: 'hit-rate muted', id: 'cache-hit-rate' }, 'unavailable'),
        el('p', { class: 'muted', id: 'cache-error' }, cache.error));
      return;
    }
    const rate = cache.hitRate === null ? 'no lookups yet' : `${(cache.hitRate * 100).toFixed(1)}%`;
    box.replaceChildren(el('div', { class: 'hit-rate', id: 'cache-hit-rate' }, rate),
      el('div', { class: 'cache-numbers' }, `hit rate: ${cache.hits} hits, ${cache.misses} misses; `
        + `${cache.entries} programs, ${bytes(cache.bytes)}`),
      el('div', { class: 'muted' }, cache.source));
  }

  function render(summary) {
    const jobsById = new Map(summary.jobs.map(j => [j.jobId, j]));
    assignColours(summary.pods, summary.jobs);
    renderPods(summary.pods, jobsById);
    renderQueue(summary.queue);
    renderJobs(summary.jobs);
    renderCache(summary.cache);
    document.getElementById('updated').textContent = `updated ${clock(summary.nowMillis)}, every ${REFRESH_MILLIS / 1000} s`;
  }

  const KEY_STORAGE = 'torchtpu.dashboard.api-key';

  async function refresh() {
    const error = document.getElementById('error');
    try {
      const key = sessionStorage.getItem(KEY_STORAGE);
      const response = await fetch(SUMMARY_URL, { cache: 'no-store', headers: key ? { 'X-API-Key': key } : {} });
      if (response.status === 401 || response.status === 403) {
        // A pod run with API keys: the summary needs an admin key, kept for this tab only.
        const entered = window.prompt('This pod needs an admin API key to show its dashboard:');
        if (entered) sessionStorage.setItem(KEY_STORAGE, entered.trim());
        else sessionStorage.removeItem(KEY_STORAGE);
      }
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      render(await response.json());
      error.hidden = true;
      document.body.setAttribute('data-state', 'loaded');
    } catch (e) {
      error.textContent = `refresh failed (${e.message}); showing the last data`;
      error.hidden = false;
      if (document.body.getAttribute('data-state') === 'loading') document.body.setAttribute('data-state', 'error');
    } finally {
      setTimeout(refresh, REFRESH_MILLIS);
    }
  }

  refresh();
})();
