import { useEffect, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import {
  Avatar,
  Banner,
  Button,
  ConfirmDialog,
  Field,
  GAME_NAME_LENGTH,
  Input,
  PlayerName,
  QueryView,
  RichText,
  Tag,
  errorSentence,
  formatDateTime,
  linkCommand,
  playerPagePath,
  siteConfig,
  type GameAccount,
  validateGameUsername,
  type LinkCode,
} from '@norsecraft/shared';
import { useCreateLinkCode, useGameAccount, useUnlinkGameAccount } from '../api/use-game-account';
import { formatCountdown, secondsLeft } from '../lib/code-expiry';
import { said, t } from '../../../lib/i18n';

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(4)};
`;

const Who = styled.div`
  flex: 1 1 200px;
  min-width: 0;
  p {
    margin: ${({ theme }) => theme.space(1)} 0 0;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Name = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  margin: 0;
  font-size: 1.15rem;
  font-weight: 700;
  overflow-wrap: anywhere;
`;

const Steps = styled.ol`
  margin: ${({ theme }) => theme.space(4)} 0;
  padding-left: ${({ theme }) => theme.space(6)};
  line-height: 1.6;
`;

/** The code and the command, large and selectable in one go: read off the screen into game chat. */
const Command = styled.code`
  display: inline-block;
  padding: ${({ theme }) => `${theme.space(2)} ${theme.space(4)}`};
  font-size: 1.5rem;
  letter-spacing: 0.12em;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  user-select: all;
`;

const CodeForm = styled.form`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space(3)};
  max-width: 24rem;
  margin-top: ${({ theme }) => theme.space(4)};
  > :first-child {
    align-self: stretch;
  }
`;

const Muted = styled.p`
  margin: ${({ theme }) => theme.space(2)} 0 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** Seconds left of the code, counted down every second. */
function useSecondsLeft(expiresAt: string): number {
  const [now, setNow] = useState(Date.now);
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  return secondsLeft(expiresAt, now);
}

function CodeSteps({ code, onNewCode }: { code: LinkCode; onNewCode: () => void }) {
  const left = useSecondsLeft(code.expires_at);
  if (left === 0) {
    return (
      <Banner tone="warning">
        {t('game.expired')}{' '}
        <Button size="sm" variant="secondary" onClick={onNewCode}>
          {t('game.newCode')}
        </Button>
      </Banner>
    );
  }
  return (
    <>
      <Steps>
        <li>
          <RichText
            text={t('game.step.join', { name: code.for_name })}
            parts={{ player: (name) => <PlayerName>{name}</PlayerName> }}
          />
        </li>
        <li>
          {t('game.step.type')}
          <Command aria-label={t('game.command')}>{linkCommand(code.code)}</Command>
        </li>
        <li>{t('game.step.wait')}</li>
      </Steps>
      <Muted role="timer" aria-live="off">
        <RichText
          text={t('game.codeWorks', { left: formatCountdown(left), name: code.for_name })}
          parts={{ player: (name) => <PlayerName>{name}</PlayerName> }}
        />
      </Muted>
    </>
  );
}

/**
 * The game name the code is for (the spec's "Game username": checked here before asking, and by
 * the database), then the code and the command to type in game as that player.
 */
function LinkAccount({ unverifiedName }: { unverifiedName: string | null }) {
  const create = useCreateLinkCode();
  const [gameName, setGameName] = useState(unverifiedName ?? '');
  const [showError, setShowError] = useState(false);
  const nameError = showError ? validateGameUsername(gameName) : null;
  const ask = () => create.mutate(gameName);
  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // From now on the message follows every keystroke.
    setShowError(true);
    if (!validateGameUsername(gameName)) ask();
  }
  return (
    <div>
      {unverifiedName && (
        <Name>
          <PlayerName>{unverifiedName}</PlayerName>
          <Tag $tone="warning">{t('game.unverified')}</Tag>
        </Name>
      )}
      <Muted>{t('game.why')}</Muted>
      {create.data ? (
        <CodeSteps key={create.data.code} code={create.data} onNewCode={ask} />
      ) : (
        <CodeForm onSubmit={onSubmit} noValidate aria-label={t('game.form')}>
          <Field
            label={t('game.username')}
            error={said(nameError)}
            hint={t('game.usernameHint')}
            count={{ used: gameName.length, max: GAME_NAME_LENGTH.max }}
          >
            <Input
              name="minecraft_username"
              autoComplete="username"
              spellCheck={false}
              maxLength={GAME_NAME_LENGTH.max}
              value={gameName}
              onChange={(event) => setGameName(event.target.value)}
            />
          </Field>
          <Button type="submit" loading={create.isPending}>
            {t('game.getCode')}
          </Button>
        </CodeForm>
      )}
      {create.isError && (
        <Banner tone="error">{said(errorSentence(create.error, t('game.codeFailed')))}</Banner>
      )}
    </div>
  );
}

function LinkedAccount({ userId, account }: { userId: string; account: GameAccount }) {
  const unlink = useUnlinkGameAccount(userId);
  const [confirming, setConfirming] = useState(false);
  const [relinking, setRelinking] = useState(false);
  return (
    <div>
      <Row>
        <Avatar
          url={siteConfig.avatarServiceUrl(account.player_uuid)}
          name={account.name}
          size={64}
        />
        <Who>
          <Name>
            <Link to={playerPagePath(account.name)}>
              <PlayerName>{account.name}</PlayerName>
            </Link>
            <Tag $tone="success">{t('game.verified')}</Tag>
          </Name>
          <p>{t('game.linked', { date: formatDateTime(account.linked_at) })}</p>
        </Who>
        <Button variant="secondary" onClick={() => setConfirming(true)}>
          {t('game.unlink')}
        </Button>
      </Row>
      {relinking ? (
        <LinkAccount unverifiedName={null} />
      ) : (
        <Muted>
          {t('game.another')}
          <Button size="sm" variant="ghost" onClick={() => setRelinking(true)}>
            {t('game.linkAnother')}
          </Button>
        </Muted>
      )}
      <ConfirmDialog
        open={confirming}
        title={t('game.unlinkTitle')}
        confirmLabel={t('game.unlink')}
        tone="danger"
        busy={unlink.isPending}
        onConfirm={() => unlink.mutate(undefined, { onSettled: () => setConfirming(false) })}
        onCancel={() => setConfirming(false)}
      >
        {t('game.unlinkBody')}
      </ConfirmDialog>
    </div>
  );
}

/**
 * Settings' game account (docs/product/account.md#settings): the linked player with its
 * "verified in game" mark, or a one-time code to type in game as `/link <code>`. The link arrives
 * over Realtime: the page turns to verified without reloading.
 */
export function GameAccountSection({
  userId,
  unverifiedName,
}: {
  userId: string;
  unverifiedName: string | null;
}) {
  const account = useGameAccount(userId);
  return (
    <QueryView query={account} loadingLabel={t('game.loading')} errorTitle={t('game.loadFailed')}>
      {(linked) =>
        linked ? (
          <LinkedAccount userId={userId} account={linked} />
        ) : (
          <LinkAccount unverifiedName={unverifiedName} />
        )
      }
    </QueryView>
  );
}
