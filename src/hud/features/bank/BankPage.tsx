import { LoadingScreen } from '@/hud/components/LoadingScreen';
import { PageFrame } from '@/hud/components/PageFrame';
import { useOptionalGameSession, type GameSession } from '@/hud/game/game-session';
import { GAME_PAGES } from '@/hud/game/page-catalog';
import { useWorldView } from '@/hud/game/use-world-view';
import type { ReadonlyWorld } from '@/core/readonly';
import { kindsOf } from '@/runtime/view-models/bank-deposit';
import { selectBank } from '@/runtime/view-models/bank-page';
import { setStatuses, wornGear } from '@/runtime/view-models/bank-sets';
import { selectInventory } from '@/runtime/view-models/inventory-page';
import { BankHeader } from './BankHeader';
import { BankVault } from './BankVault';
import { DepositSection } from './DepositSection';
import { EquipmentSetsSection } from './EquipmentSetsSection';
import { StashSection } from './StashSection';

/** Everything the bank page shows, rebuilt only when the hunter's possessions change. */
function selectBankScreen(world: ReadonlyWorld) {
  const bank = selectBank(world);
  const inventory = selectInventory(world);
  return {
    bank,
    kinds: kindsOf(inventory.stacks),
    inventory: inventory.capacity,
    sets: setStatuses(world, bank.sets),
    wearing: wornGear(world),
    inBank: new Map(bank.stacks.map((stack) => [stack.itemId, stack.quantity])),
  };
}

export type BankScreen = ReturnType<typeof selectBankScreen>;

/** /game/bank: the vault's tabs and stacks, deposits from the inventory, the stash and the equipment sets. */
export function BankPage() {
  const session = useOptionalGameSession();
  if (!session) return <LoadingScreen variant="inline" />;
  return <Bank session={session} />;
}

function Bank({ session }: { session: GameSession }) {
  const page = GAME_PAGES.bank;
  const screen = useWorldView(session, selectBankScreen);
  return (
    <PageFrame icon={page.icon} title={page.title} description={page.description}>
      <BankHeader session={session} gold={screen.bank.gold} capacity={screen.bank.capacity} />
      <StashSection session={session} stash={screen.bank.stash} />
      <BankVault session={session} bank={screen.bank} inventory={screen.inventory} />
      <DepositSection
        session={session}
        kinds={screen.kinds}
        inventory={screen.inventory}
        inBank={screen.inBank}
        bankFull={screen.bank.capacity.used >= screen.bank.capacity.max}
      />
      <EquipmentSetsSection session={session} sets={screen.sets} wearing={screen.wearing} />
    </PageFrame>
  );
}
