// ferrometal execution-parity runtime: dispatches a kernel over a whole grid
// on the CPU, one threadgroup at a time, every thread a cooperative fiber.
//
// Compiled on its own (it needs the C and C++ libraries, which msl-std's
// names would clash with) and linked with the kernel's translation unit,
// which includes only msl-std and ferrometal_abi.h. It provides the hooks
// msl-std declares in metal/__runtime.h (barriers, SIMD-group exchange,
// function constants) and the program's `main`:
//
//     prog SCHEDULE SEED DIR
//
// reads DIR/buffer<N>.bin for every buffer index the kernel binds (or, for
// an argument buffer, DIR/argbuf<N>.txt and the buffers its members point
// at), runs the grid, and writes DIR/buffer<N>.out for each. Memory the kernel reaches only through
// raw GPU addresses is DIR/memory<K>.bin (K from 0, as many as exist), written
// back to DIR/memory<K>.out; DIR/addresses.txt (optional) has one line per
// address to store before the run, `buffer|memory INDEX OFFSET K PLUS`: the
// host address of byte PLUS of memory K, as a little-endian uint64_t, at byte
// OFFSET of that buffer or memory block (real host pointers: the kernel's
// `reinterpret_cast<device T*>(address)` dereferences them). SCHEDULE is `forward`, `reverse` or
// `random` (seeded by SEED): the order threadgroups run in and the order in
// which ready threads of a group are resumed after every synchronisation.
//
// A thread runs until it finishes or reaches a barrier or SIMD-group
// operation. When no thread of the group can run:
//   - a SIMD-group whose lanes are all blocked, some in a SIMD operation,
//     completes that operation (the lanes inside it are the active lanes);
//   - otherwise every unfinished thread must wait at a threadgroup barrier,
//     and they are released together. A barrier some threads never reach
//     (because they returned) is barrier divergence: exit code 3.
// Textures and samplers: DIR/texture<N>.txt/.bin and DIR/sampler<N>.txt
// (ferrometal_textures.h), written back as DIR/texture<N>.out.
// The `metal4-bindless` heaps: DIR/bindless.txt (see `bind_heaps`).
// The kernel's translation unit defines what ferrometal_abi.h declares.
#include "ferrometal_abi.h"
#include "ferrometal_textures.h"
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <string>
#include <vector>
#include <sys/mman.h>
#include <ucontext.h>

#if defined(__has_feature)
#if __has_feature(address_sanitizer)
#define FERROMETAL_ASAN 1
#endif
#endif
#ifdef FERROMETAL_ASAN
extern "C" void __sanitizer_start_switch_fiber(void **fake_stack_save, const void *bottom, size_t size);
extern "C" void __sanitizer_finish_switch_fiber(void *fake_stack_save, const void **bottom_old, size_t *size_old);
#endif

namespace ferrometal_rt {


enum class State { Ready, Barrier, Simd, Done };

struct Fiber {
    ucontext_t ctx;
    char *stack = nullptr;
    State state = State::Ready;
    // Threadgroup barriers this thread has reached.
    unsigned barriers = 0;
    Builtins b;
    // SIMD exchange in flight.
    const void *mine = nullptr;
    void *all = nullptr;
    unsigned size = 0;
    unsigned long mask = 0;
};

struct Group {
    std::vector<Fiber> fibers;
    ucontext_t scheduler;
    Fiber *current = nullptr;
    void *fake_stack = nullptr;
};

Group g_group;
unsigned g_simd_width = 8;
bool g_failed = false;
std::string g_failure;
uint64_t g_rng = 0;
// Metal's buffer indices 0..30, then the buffers an argument buffer points
// at (the driver numbers them from 32; see `bind_argument_buffer`). Sized
// once: an argument buffer holds pointers into these vectors.
constexpr unsigned kBuffers = 128;
std::vector<std::vector<unsigned char>> g_buffers(kBuffers);
// Per argument buffer, the buffers its members point at.
std::vector<std::vector<unsigned>> g_members(kBuffers);
std::vector<std::vector<unsigned char>> g_memory;
// Plain arrays: filled by a constructor that runs before any dynamic initialisation.
constexpr unsigned kConstants = 64;
unsigned char g_constant_bytes[kConstants][16];
unsigned g_constant_size[kConstants];
#ifdef FERROMETAL_ASAN
constexpr size_t kStack = 1 << 20;
#else
constexpr size_t kStack = 256 << 10;
#endif

uint64_t next_random() {
    g_rng ^= g_rng << 13;
    g_rng ^= g_rng >> 7;
    g_rng ^= g_rng << 17;
    return g_rng;
}

void fail(const std::string &why) {
    if (!g_failed) {
        g_failed = true;
        g_failure = why;
    }
}

void *buffer(unsigned index) {
    if (index >= g_buffers.size() || g_buffers[index].empty()) {
        std::fprintf(stderr, "kernel binds buffer(%u) but the case gives no data for it\n", index);
        std::exit(4);
    }
    return g_buffers[index].data();
}

size_t buffer_size(unsigned index) {
    return index < g_buffers.size() ? g_buffers[index].size() : 0; }

// Switch from the running fiber back to the scheduler.
void yield_to_scheduler() {
    Fiber *f = g_group.current;
#ifdef FERROMETAL_ASAN
    void *save = nullptr;
    __sanitizer_start_switch_fiber(&save, nullptr, 0);
    swapcontext(&f->ctx, &g_group.scheduler);
    __sanitizer_finish_switch_fiber(save, nullptr, nullptr);
#else
    swapcontext(&f->ctx, &g_group.scheduler);
#endif
}

} // namespace ferrometal_rt

extern "C" void *ferrometal_buffer(unsigned index) { return ferrometal_rt::buffer(index); }
extern "C" unsigned long ferrometal_texture(unsigned index) {
    if (index >= ferrometal_rt::kTextures || !ferrometal_rt::textures()[index].loaded) {
        std::fprintf(stderr, "kernel binds texture(%u) but the case gives no image for it\n", index);
        std::exit(4);
    }
    return ferrometal_rt::texture_id(index);
}
extern "C" unsigned long ferrometal_texture_id(unsigned index) { return ferrometal_rt::texture_id(index); }
extern "C" unsigned long ferrometal_sampler(unsigned index) {
    if (index >= ferrometal_rt::kSamplers || !ferrometal_rt::sampler_bound()[index]) {
        std::fprintf(stderr, "kernel binds sampler(%u) but the case gives no state for it\n", index);
        std::exit(4);
    }
    return ferrometal_rt::sampler_states()[index];
}
extern "C" unsigned ferrometal_buffer_size(unsigned index) { return unsigned(ferrometal_rt::buffer_size(index)); }

extern "C" {
void __ferrometal_threadgroup_barrier(unsigned) {
    ferrometal_rt::g_group.current->barriers++;
    ferrometal_rt::g_group.current->state = ferrometal_rt::State::Barrier;
    ferrometal_rt::yield_to_scheduler();
}
unsigned long __ferrometal_simd_exchange(const void *mine, void *all, unsigned size) {
    ferrometal_rt::Fiber *f = ferrometal_rt::g_group.current;
    f->mine = mine;
    f->all = all;
    f->size = size;
    f->state = ferrometal_rt::State::Simd;
    ferrometal_rt::yield_to_scheduler();
    return f->mask;
}
void __ferrometal_simdgroup_barrier(unsigned) {
    char mine = 0;
    std::vector<char> all(ferrometal_rt::g_simd_width);
    __ferrometal_simd_exchange(&mine, all.data(), 1);
}
unsigned __ferrometal_simd_lane(void) { return ferrometal_rt::g_group.current->b.lane; }
unsigned __ferrometal_simd_width(void) { return ferrometal_rt::g_simd_width; }
bool __ferrometal_function_constant(unsigned index, void *out, unsigned size) {
    if (index >= ferrometal_rt::kConstants || ferrometal_rt::g_constant_size[index] == 0) return false;
    unsigned n = ferrometal_rt::g_constant_size[index];
    if (out) std::memcpy(out, ferrometal_rt::g_constant_bytes[index], size < n ? size : n);
    return true;
}
void __ferrometal_discard_fragment(void) {}
}

namespace ferrometal_rt {

void fiber_entry() {
#ifdef FERROMETAL_ASAN
    __sanitizer_finish_switch_fiber(nullptr, nullptr, nullptr);
#endif
    Fiber *f = g_group.current;
    ferrometal_dispatch_thread(f->b);
    f->state = State::Done;
#ifdef FERROMETAL_ASAN
    __sanitizer_start_switch_fiber(nullptr, nullptr, 0);
#endif
    setcontext(&g_group.scheduler);
}

void order(std::vector<unsigned> &idx, char schedule) {
    if (schedule == 'r') {
        for (size_t i = 0; i < idx.size() / 2; ++i) std::swap(idx[i], idx[idx.size() - 1 - i]);
    } else if (schedule == 'x') {
        for (size_t i = idx.size(); i > 1; --i) std::swap(idx[i - 1], idx[next_random() % i]);
    }
}

// Complete every SIMD-group exchange whose lanes are all blocked; true if any.
bool complete_simd_exchanges() {
    bool any = false;
    auto &fs = g_group.fibers;
    for (size_t base = 0; base < fs.size(); base += g_simd_width) {
        size_t end = base + g_simd_width < fs.size() ? base + g_simd_width : fs.size();
        bool blocked = true, waiting = false;
        unsigned long mask = 0;
        unsigned size = 0;
        for (size_t i = base; i < end; ++i) {
            if (fs[i].state == State::Ready) blocked = false;
            if (fs[i].state == State::Simd) {
                waiting = true;
                mask |= 1ul << (i - base);
                if (size && size != fs[i].size) fail("SIMD-group lanes disagree on the exchanged size");
                size = fs[i].size;
            }
        }
        if (!blocked || !waiting) continue;
        for (size_t i = base; i < end; ++i) {
            if (fs[i].state != State::Simd) continue;
            char *all = static_cast<char *>(fs[i].all);
            std::memset(all, 0, size_t(size) * g_simd_width);
            for (size_t j = base; j < end; ++j)
                if (fs[j].state == State::Simd) std::memcpy(all + (j - base) * size, fs[j].mine, size);
        }
        for (size_t i = base; i < end; ++i) {
            if (fs[i].state != State::Simd) continue;
            fs[i].mask = mask;
            fs[i].state = State::Ready;
        }
        any = true;
    }
    return any;
}

// Run one threadgroup to completion; false on barrier divergence.
bool run_group(const Builtins &proto, char schedule) {
    auto &fs = g_group.fibers;
    unsigned n = proto.group_size[0] * proto.group_size[1] * proto.group_size[2];
    if (fs.size() != n) {
        for (auto &f : fs) munmap(f.stack, kStack);
        fs.assign(n, Fiber{});
        for (auto &f : fs)
            f.stack = static_cast<char *>(mmap(nullptr, kStack, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0));
    }
    for (unsigned i = 0; i < n; ++i) {
        Fiber &f = fs[i];
        f.state = State::Ready;
        f.barriers = 0;
        f.b = proto;
        f.b.local[0] = i % proto.group_size[0];
        f.b.local[1] = (i / proto.group_size[0]) % proto.group_size[1];
        f.b.local[2] = i / (proto.group_size[0] * proto.group_size[1]);
        for (int k = 0; k < 3; ++k) f.b.grid[k] = proto.group[k] * proto.group_size[k] + f.b.local[k];
        f.b.local_index = i;
        f.b.lane = i % g_simd_width;
        f.b.simd_index = i / g_simd_width;
        getcontext(&f.ctx);
        f.ctx.uc_stack.ss_sp = f.stack;
        f.ctx.uc_stack.ss_size = kStack;
        f.ctx.uc_link = nullptr;
        makecontext(&f.ctx, fiber_entry, 0);
    }
    std::vector<unsigned> idx(n);
    for (;;) {
        for (unsigned i = 0; i < n; ++i) idx[i] = i;
        order(idx, schedule);
        bool ran = false;
        for (unsigned i : idx) {
            Fiber &f = fs[i];
            if (f.state != State::Ready) continue;
            ran = true;
            g_group.current = &f;
#ifdef FERROMETAL_ASAN
            __sanitizer_start_switch_fiber(&g_group.fake_stack, f.stack, kStack);
            swapcontext(&g_group.scheduler, &f.ctx);
            __sanitizer_finish_switch_fiber(g_group.fake_stack, nullptr, nullptr);
#else
            swapcontext(&g_group.scheduler, &f.ctx);
#endif
            if (g_failed) return false;
        }
        if (ran) continue;
        if (complete_simd_exchanges()) continue;
        unsigned done = 0, barrier = 0;
        for (auto &f : fs) {
            done += f.state == State::Done;
            barrier += f.state == State::Barrier;
        }
        if (done == n) return true;
        if (done > 0) {
            fail("barrier divergence: " + std::to_string(barrier) + " threads wait at a threadgroup barrier that " +
                 std::to_string(done) + " threads of their group never reach");
            return false;
        }
        // Every thread must be at the same barrier: the same count of barriers
        // reached (a thread that skipped one waits at the next).
        for (auto &f : fs) {
            if (f.barriers != fs[0].barriers) {
                fail("barrier divergence: threads of one group wait after " + std::to_string(fs[0].barriers) +
                     " and " + std::to_string(f.barriers) + " threadgroup barriers");
                return false;
            }
        }
        for (auto &f : fs) f.state = State::Ready;
    }
}

bool read_file(const std::string &path, std::vector<unsigned char> &out) {
    FILE *f = std::fopen(path.c_str(), "rb");
    if (!f) return false;
    out.clear();
    unsigned char chunk[4096];
    size_t got;
    while ((got = std::fread(chunk, 1, sizeof chunk, f)) > 0) out.insert(out.end(), chunk, chunk + got);
    std::fclose(f);
    return true;
}

// An argument buffer, as a Metal host fills one on tier 2: DIR/argbuf<N>.txt
// gives its size in bytes, then one `OFFSET BUFFER` line per member; the
// member's data (DIR/buffer<BUFFER>.bin) is loaded and its address (the
// CPU's `gpuAddress`) written at OFFSET. A member that has an argbuf file
// of its own is such a buffer too (a table of descriptor entries, as the
// `msc` model's descriptor tables hold buffer addresses at 24-byte
// strides), nested at most `depth` levels; a `bytes OFFSET BUFFER` line
// copies the member's data in place instead (root constants). Returns 1
// when buffer N is one, 0 when it is not, -1 on a malformed description.
int bind_argument_buffer(const std::string &dir, unsigned index, unsigned depth = 3) {
    FILE *f = std::fopen((dir + "/argbuf" + std::to_string(index) + ".txt").c_str(), "r");
    if (!f) return 0;
    unsigned size = 0, offset = 0, member = 0;
    if (std::fscanf(f, "%u", &size) != 1 || size % 8 != 0) {
        std::fclose(f);
        std::fprintf(stderr, "argbuf%u.txt: no size\n", index);
        return -1;
    }
    g_buffers[index].assign(size, 0);
    char word[16];
    while (std::fscanf(f, "%15s", word) == 1) {
        bool bytes = std::strcmp(word, "bytes") == 0;
        if (bytes ? std::fscanf(f, "%u %u", &offset, &member) != 2
                  : std::sscanf(word, "%u", &offset) != 1 || std::fscanf(f, "%u", &member) != 1) {
            std::fclose(f);
            std::fprintf(stderr, "argbuf%u.txt: bad line\n", index);
            return -1;
        }
        int nested = member > 30 && member < kBuffers && member != index && depth > 0
                         ? bind_argument_buffer(dir, member, depth - 1)
                         : 0;
        bool loaded = nested == 1 || (nested == 0 && member > 30 && member < kBuffers &&
                                      read_file(dir + "/buffer" + std::to_string(member) + ".bin", g_buffers[member]));
        size_t need = bytes ? g_buffers[member].size() : sizeof(void *);
        if (!loaded || size_t(offset) + need > size) {
            std::fclose(f);
            std::fprintf(stderr, "argbuf%u.txt: bad member %u at %u\n", index, member, offset);
            return -1;
        }
        if (bytes) {
            std::memcpy(g_buffers[index].data() + offset, g_buffers[member].data(), need);
        } else {
            void *address = g_buffers[member].data();
            std::memcpy(g_buffers[index].data() + offset, &address, sizeof address);
        }
        g_members[index].push_back(member);
        g_members[index].insert(g_members[index].end(), g_members[member].begin(), g_members[member].end());
    }
    std::fclose(f);
    return 1;
}

// The `metal4-bindless` heaps, as a Metal 4 host binds them: DIR/bindless.txt
// has at most one line of each kind,
//
//     pool BUFFER FIRST COUNT      textures FIRST..FIRST+COUNT-1 are a texture
//                                  view pool (heap index i is texture FIRST + i,
//                                  resource ID base + i); its base resource ID
//                                  goes at byte 0 of buffer BUFFER (8 bytes)
//     samplers BUFFER FIRST COUNT  the sampler array: sampler FIRST + k's
//                                  resource ID (its state word, the handle
//                                  msl-std's `sampler` carries) at byte 8k
//
// Every texture and sampler named must be loaded, and the buffer (from the
// driver, zero-filled) large enough. Returns false on a malformed file.
bool bind_heaps(const std::string &dir) {
    FILE *f = std::fopen((dir + "/bindless.txt").c_str(), "r");
    if (!f) return true;
    char kind[16];
    unsigned buffer, first, count;
    bool ok = true;
    while (ok && std::fscanf(f, "%15s %u %u %u", kind, &buffer, &first, &count) == 4) {
        bool pool = std::strcmp(kind, "pool") == 0;
        bool samplers = std::strcmp(kind, "samplers") == 0;
        size_t need = pool ? 8 : size_t(count) * 8;
        ok = (pool || samplers) && buffer < kBuffers && g_buffers[buffer].size() >= need && count > 0;
        for (unsigned k = 0; ok && k < count; ++k) {
            unsigned n = first + k;
            ok = pool ? n < kTextures && textures()[n].loaded : n < kSamplers && sampler_bound()[n];
        }
        if (!ok) {
            std::fprintf(stderr, "bindless.txt: bad line `%s %u %u %u`\n", kind, buffer, first, count);
            break;
        }
        for (unsigned k = 0; k < (pool ? 1 : count); ++k) {
            uint64_t id = pool ? texture_id(first) : sampler_states()[first + k];
            std::memcpy(g_buffers[buffer].data() + 8 * k, &id, 8);
        }
    }
    std::fclose(f);
    return ok;
}

// `buffers`: the indices the kernel binds; `group_size`: threads per group.
int run(int argc, char **argv, const std::vector<unsigned> &buffers, const unsigned group_size[3]) {
    if (argc < 5) {
        std::fprintf(stderr, "usage: %s forward|reverse|random SEED DIR GX,GY,GZ [SIMD_WIDTH]\n", argv[0]);
        return 2;
    }
    char schedule = std::strcmp(argv[1], "reverse") == 0 ? 'r' : std::strcmp(argv[1], "random") == 0 ? 'x' : 'f';
    g_rng = std::strtoull(argv[2], nullptr, 0) | 1;
    std::string dir = argv[3];
    unsigned groups[3] = {1, 1, 1};
    std::sscanf(argv[4], "%u,%u,%u", &groups[0], &groups[1], &groups[2]);
    if (argc > 5) g_simd_width = unsigned(std::atoi(argv[5]));
    for (unsigned i : buffers) {
        int ab = bind_argument_buffer(dir, i);
        if (ab < 0) return 4;
        if (ab == 0 && !read_file(dir + "/buffer" + std::to_string(i) + ".bin", g_buffers[i])) {
            std::fprintf(stderr, "no data for buffer(%u)\n", i);
            return 4;
        }
    }
    if (!load_textures(dir) || !bind_heaps(dir)) return 4;
    for (unsigned k = 0;; ++k) {
        std::vector<unsigned char> block;
        if (!read_file(dir + "/memory" + std::to_string(k) + ".bin", block)) break;
        g_memory.push_back(std::move(block));
    }
    if (FILE *f = std::fopen((dir + "/addresses.txt").c_str(), "r")) {
        char kind[16];
        unsigned index, offset, k, plus;
        while (std::fscanf(f, "%15s %u %u %u %u", kind, &index, &offset, &k, &plus) == 5) {
            bool memory = std::string(kind) == "memory";
            std::vector<unsigned char> *target = memory ? (index < g_memory.size() ? &g_memory[index] : nullptr)
                                                        : (index < g_buffers.size() ? &g_buffers[index] : nullptr);
            if (!target || k >= g_memory.size() || plus > g_memory[k].size() || size_t(offset) + 8 > target->size()) {
                std::fprintf(stderr, "address patch out of range: %s %u %u %u %u\n", kind, index, offset, k, plus);
                std::fclose(f);
                return 4;
            }
            unsigned long long address = (unsigned long long)(uintptr_t)(g_memory[k].data() + plus);
            std::memcpy(target->data() + offset, &address, 8);
        }
        std::fclose(f);
    }
    Builtins proto{};
    unsigned threads = group_size[0] * group_size[1] * group_size[2];
    for (int k = 0; k < 3; ++k) {
        proto.group_size[k] = group_size[k];
        proto.groups[k] = groups[k];
        proto.grid_size[k] = groups[k] * group_size[k];
    }
    proto.simd_width = g_simd_width;
    proto.simd_count = (threads + g_simd_width - 1) / g_simd_width;
    std::vector<unsigned> order_of_groups(groups[0] * groups[1] * groups[2]);
    for (unsigned i = 0; i < order_of_groups.size(); ++i) order_of_groups[i] = i;
    order(order_of_groups, schedule);
    for (unsigned gi : order_of_groups) {
        proto.group[0] = gi % groups[0];
        proto.group[1] = (gi / groups[0]) % groups[1];
        proto.group[2] = gi / (groups[0] * groups[1]);
        if (!run_group(proto, schedule)) {
            std::fprintf(stderr, "%s\n", g_failure.c_str());
            return 3;
        }
    }
    std::vector<unsigned> written;
    for (unsigned i : buffers) {
        written.push_back(i);
        written.insert(written.end(), g_members[i].begin(), g_members[i].end());
    }
    for (unsigned i : written) {
        FILE *f = std::fopen((dir + "/buffer" + std::to_string(i) + ".out").c_str(), "wb");
        if (!f) return 5;
        std::fwrite(g_buffers[i].data(), 1, g_buffers[i].size(), f);
        std::fclose(f);
    }
    if (!write_textures(dir)) return 5;
    for (size_t k = 0; k < g_memory.size(); ++k) {
        FILE *f = std::fopen((dir + "/memory" + std::to_string(k) + ".out").c_str(), "wb");
        if (!f) return 5;
        std::fwrite(g_memory[k].data(), 1, g_memory[k].size(), f);
        std::fclose(f);
    }
    return 0;
}

} // namespace ferrometal_rt

// Function constants are namespace-scope `constant` variables of the kernel's
// translation unit, initialised before `main`: read their values first. glibc
// passes the program's arguments to constructors.
__attribute__((constructor(101))) static void load_function_constants(int argc, char **argv, char **) {
    if (argc < 4) return;
    char path[4096];
    for (unsigned i = 0; i < ferrometal_rt::kConstants; ++i) {
        std::snprintf(path, sizeof path, "%s/constant%u.bin", argv[3], i);
        FILE *f = std::fopen(path, "rb");
        if (!f) continue;
        size_t n = std::fread(ferrometal_rt::g_constant_bytes[i], 1, 16, f);
        std::fclose(f);
        ferrometal_rt::g_constant_size[i] = unsigned(n);
    }
}

int main(int argc, char **argv) {
    std::vector<unsigned> buffers(ferrometal_buffer_list, ferrometal_buffer_list + ferrometal_buffer_count);
    return ferrometal_rt::run(argc, argv, buffers, ferrometal_group_size);
}
